/** @jest-environment node */
import { engineFor, page } from "../../__fixtures__/searchFixture";
import { answer } from "../workerProtocol";

describe("answer", () => {
  const { engine } = engineFor([
    page("/knop", "Knop", "Een knop start een actie.\n\n## Kleuren\n\nDe kleur volgt het thema."),
  ]);
  let now = 100;
  const clock = { now: () => (now += 2), timeOrigin: 5000 };

  test("searches as the engine does and reports when and how long", () => {
    const reply = answer(engine, { type: "search", id: 7, text: "knoppen", limit: 8 }, clock);
    expect(reply).toMatchObject({ type: "result", id: 7, startedAt: 5102, duration: 2 });
    expect(reply.result).toEqual(engine.search("knoppen", { limit: 8 }));
    expect(reply.result!.hits[0].entry.text).toBe("Knop");
  });

  test("passes the context and the limit", () => {
    expect(answer(engine, { type: "search", id: 1, text: "kleur", limit: 1 }, clock).result!.hits).toHaveLength(1);
    expect(
      answer(engine, { type: "search", id: 2, text: "kleur", context: "elders", limit: 8 }, clock).result!.hits,
    ).toEqual([]);
  });

  test("answers a text without words with no result", () => {
    expect(answer(engine, { type: "search", id: 3, text: " ?! ", limit: 8 }, clock).result).toBeUndefined();
  });

  test("the result survives structured cloning, as postMessage sends it", () => {
    const reply = answer(engine, { type: "search", id: 4, text: "thema", limit: 8 }, clock);
    expect(structuredClone(reply)).toEqual(reply);
  });
});
