import { openProp, webComponent } from "../../src/article/shared/__fixtures__/webComponents";
import { metadataProblems, type FactComponent } from "../componentFacts";

describe("metadata against the facts", () => {
  const fact: FactComponent = {
    tag: "dso-demo",
    private: false,
    dependsOn: ["dso-icon"],
    props: [{ ...openProp, sourceNote: "Opens the demo." }],
    events: [{ name: "dsoToggle", detail: "DemoToggleEvent", sourceNote: "Emitted on toggle." }],
    methods: [],
    slots: [{ name: null, sourceNote: "The content." }],
    parts: [],
    cssProperties: [],
  };
  const good = webComponent("dso-demo", {
    dependsOn: ["dso-icon"],
    props: [{ ...openProp, description: "Zet het demo-element open; standaard is het dicht." }],
    events: [
      {
        name: "dsoToggle",
        detail: "DemoToggleEvent",
        description: "Komt als de gebruiker het element open- of dichtklapt.",
      },
    ],
    slots: [{ name: null, description: "De inhoud die het element toont als het open is." }],
  });

  it("accepts metadata that matches the facts and describes every member in Dutch", () => {
    expect(metadataProblems([fact], [good])).toEqual([]);
  });

  it("names the tag and member of each difference and each missing description", () => {
    const bad = webComponent("dso-demo", {
      dependsOn: ["dso-icon"],
      props: [{ name: "open", attribute: "open", type: "string", default: null, required: true, description: "open" }],
      events: [],
      slots: [{ name: null, description: "" }],
      parts: [{ name: "extra", description: "Een part dat de facts niet kennen." }],
    });
    expect(metadataProblems([fact], [bad, webComponent("dso-ghost")])).toEqual([
      "<dso-ghost> is not in the facts",
      '<dso-demo> props open: type is "string", the facts say "boolean"',
      '<dso-demo> props open: default is null, the facts say "false"',
      "<dso-demo> props open: required is true, the facts say false",
      '<dso-demo> props open has a description that only repeats its name ("open")',
      "<dso-demo> events dsoToggle is missing",
      "<dso-demo> slots (standaard-slot) has no description",
      "<dso-demo> parts extra is not in the facts",
    ]);
  });

  it("refuses an English description and a component the metadata lacks", () => {
    const english = webComponent("dso-demo", {
      ...good,
      props: [{ ...good.props[0], description: "Opens the demo when set to true." }],
    });
    expect(metadataProblems([fact], [english])).toEqual([
      '<dso-demo> props open has a description that is not Dutch ("Opens the demo when set to true.")',
    ]);
    expect(metadataProblems([fact], [])).toEqual(["<dso-demo> is missing"]);
  });
});
