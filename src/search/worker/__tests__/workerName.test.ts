import { filesFromName, workerName } from "../workerName";

describe("the search worker's name", () => {
  test("carries both addresses there and back", () => {
    const files = { indexUrl: "/master/static/search-1.index.json", storeUrl: "/master/static/search 2.store.json" };
    expect(filesFromName(workerName(files))).toEqual(files);
  });

  test.each(["", "search-worker", "[]", '["/a.json"]', '["/a.json", 3]', '["", "/b.json"]'])(
    "a name without both addresses (%j) is an error that quotes it",
    (name) => {
      expect(() => filesFromName(name)).toThrow(`Search worker: its name ${JSON.stringify(name)} holds no index`);
    },
  );
});
