/** @jest-environment node */
import { terms } from "../../engine/normalize";
import type { RawStore } from "../../engine/store";
import { SAMPLE_INDEX, SAMPLE_STORE, warmUpCode } from "../createRuntime";
import { packIndex, packStore } from "../transport";

describe("warmUpCode", () => {
  test("decodes its sample from the served form and finds it by each kind of query but a typo", () => {
    const [prefix, words, event, version, ...rest] = warmUpCode();
    expect(prefix).toContain("Knop");
    expect(words).toEqual(expect.arrayContaining(["Knop", "Kleuren"]));
    expect(event).toContain("De dso-knop meldt dsoClick sinds 70.0.0");
    expect(version).toContain("De dso-knop meldt dsoClick sinds 70.0.0");
    expect(rest).toEqual([]);
  });

  test("its sample is the packed form of these records, as the build would write it", () => {
    const records: RawStore = {
      0: { kind: "title", text: "Knop", route: "/knop", breadcrumb: "Componenten" },
      1: { kind: "description", text: "Een knop start een actie.", pageId: 0 },
      2: { kind: "heading", text: "Kleuren", pageId: 0, anchor: "#kleuren" },
      3: {
        kind: "content",
        text: "De dso-knop meldt dsoClick sinds 70.0.0",
        pageId: 0,
        anchor: "#kleuren",
        cut: true,
        termCount: 9,
      },
    };
    const postings: Record<string, number[]> = {};
    for (const [id, record] of Object.entries(records))
      for (const found of new Set(terms(record.text))) (postings[found] ??= []).push(Number(id));
    // On a change of the encoding or the stemmer, the expected values here are the new constants.
    expect(SAMPLE_INDEX).toEqual(packIndex([[postings], {}, Object.keys(records).map((id) => `@${id}`)]));
    expect(SAMPLE_STORE).toEqual(packStore(records));
  });
});
