import { descriptionProblems } from "../apiDescriptions";
import { booleanProp, releaseComponent } from "../../src/release/__fixtures__/releaseComponent";

describe("API descriptions against the synced API", () => {
  const component = releaseComponent("dso-demo", {
    props: [booleanProp("open")],
    events: [{ name: "dsoToggle", detail: "DemoToggleEvent", deprecated: false }],
    slots: [{ name: null }],
  });
  const about = "test";

  it("accepts a Dutch description of every member", () => {
    const descriptions = {
      about,
      components: {
        "dso-demo": {
          props: { open: "Zet het demo-element open; standaard is het dicht." },
          events: { dsoToggle: "Komt als de gebruiker het element open- of dichtklapt." },
          slots: { "": "De inhoud die het element toont als het open is." },
        },
      },
    };
    expect(descriptionProblems([component], descriptions)).toEqual([]);
  });

  it("names each member without a description, one to review, one the release lacks and one that is not Dutch", () => {
    const descriptions = {
      about,
      components: {
        "dso-demo": {
          props: { open: { description: "Zet het demo-element open.", review: "type changed" } },
          events: { dsoToggle: "Emitted when the demo toggles." },
          methods: { close: "Sluit het demo-element." },
        },
        "dso-gone": { props: { x: "Een eigenschap van een verdwenen component." } },
      },
    };
    expect(descriptionProblems([component], descriptions)).toEqual([
      "<dso-demo> props open to review: type changed",
      "<dso-demo> slots (standaard-slot) has no Dutch description",
      "<dso-demo> methods close is described, but the release has no such member",
      "<dso-gone> props x is described, but the release has no such member",
      '<dso-demo> events dsoToggle has a description that is not Dutch ("Emitted when the demo toggles.")',
    ]);
  });
});
