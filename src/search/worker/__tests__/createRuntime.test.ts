/** @jest-environment node */
import { warmUpCode } from "../createRuntime";

describe("warmUpCode", () => {
  test("decodes its sample from the served form and finds it by each kind of query", () => {
    const [prefix, words, typo, event, version] = warmUpCode();
    expect(prefix).toContain("Knop");
    expect(words).toEqual(expect.arrayContaining(["Knop", "Kleuren"]));
    expect(typo).toContain("Kleuren");
    expect(event).toContain("De dso-knop meldt dsoClick sinds 70.0.0");
    expect(version).toContain("De dso-knop meldt dsoClick sinds 70.0.0");
  });
});
