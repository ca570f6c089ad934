import { SyncInputError } from "../inputError";
import { storyIdsOf } from "../storybook";
import { fixtureJson } from "../__fixtures__/fakeRelease";

describe("storyIdsOf", () => {
  it("gives the ids of the stories, sorted, without the docs pages", () => {
    expect(storyIdsOf(fixtureJson("storybook-index.json"), "storybook/www/index.json")).toEqual([
      "core-alert--default",
      "core-info--default",
      "html-css-alert--default",
    ]);
    expect(storyIdsOf(fixtureJson("angular-index.json"), "angular-workspace/www/index.json")).toEqual([
      "alert--default",
    ]);
  });

  it("takes each entry's own id, not its key", () => {
    const index = { v: 5, entries: { b: { id: "b--x", type: "story" }, a: { id: "a--y", type: "story" } } };
    expect(storyIdsOf(index, "index.json")).toEqual(["a--y", "b--x"]);
  });

  it("gives no ids for a Storybook without stories", () => {
    expect(storyIdsOf({ v: 5, entries: {} }, "index.json")).toEqual([]);
  });

  it.each([
    ["an index without v", { entries: {} }, "  at v: "],
    ["Storybook 6's stories.json", { v: 3, stories: { "a--b": { id: "a--b" } } }, "  at entries: "],
    [
      "an entry of an unknown type",
      { v: 5, entries: { "a--b": { id: "a--b", type: "component" } } },
      "  at entries.a--b.type: ",
    ],
    ["an entry without an id", { v: 5, entries: { "a--b": { type: "story" } } }, "  at entries.a--b.id: "],
  ])("throws a SyncInputError naming the file for %s", (_, json, place) => {
    const read = () => storyIdsOf(json, "/checkout/storybook/www/index.json");
    expect(read).toThrow(SyncInputError);
    expect(read).toThrow("/checkout/storybook/www/index.json: expected a Storybook index.json (v and entries)\n");
    expect(read).toThrow(place);
  });
});
