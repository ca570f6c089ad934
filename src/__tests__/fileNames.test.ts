/** @jest-environment node */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * No two files of src and plugins/ share a name (docs/developers.md, "Code"): a name says which module it is, without its
 * folder, in an import, an error's stack and a search for the file. A feature's build and browser
 * sides name their halves apart (createBlogPages.ts builds what blogPageShapes.ts describes). The
 * names every component folder and every local plugin repeats are the exception, and test code.
 */
const SHARED_NAMES = new Set(["index.ts", "index.tsx", "styles.module.css", "gatsby-node.ts", "package.json"]);
const TEST_FOLDER = /^__(tests|fixtures|snapshots)__$/;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return TEST_FOLDER.test(name) ? [] : filesBelow(full);
    return [full];
  });
}

/** Each name that more than one of `files` has, as "name: file, file". */
function sameNames(files: string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const name = path.basename(file);
    if (!SHARED_NAMES.has(name)) byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName].filter(([, all]) => all.length > 1).map(([name, all]) => `${name}: ${all.join(", ")}`);
}

describe("file names in src and plugins", () => {
  it("are each used once", () => {
    const root = path.resolve(__dirname, "../..");
    const files = ["src", "plugins"]
      .flatMap((dir) => filesBelow(path.join(root, dir)))
      .map((file) => path.relative(root, file));
    expect(files.length).toBeGreaterThan(100);
    expect(sameNames(files)).toEqual([]);
  });

  it("are named when two modules share one, but not for a component folder's index and styles", () => {
    expect(
      sameNames([
        "src/node/feeds.ts",
        "src/lib/feeds.ts",
        "src/components/A/index.tsx",
        "src/components/B/index.tsx",
        "src/components/A/styles.module.css",
        "src/components/B/styles.module.css",
      ]),
    ).toEqual(["feeds.ts: src/node/feeds.ts, src/lib/feeds.ts"]);
  });
});
