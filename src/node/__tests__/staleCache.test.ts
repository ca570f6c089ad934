import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  contentFilesOf,
  dropCacheAfterDevelop,
  dropCacheAfterRemovals,
  recordCommand,
  recordContentFiles,
  removedFiles,
} from "../staleCache";

describe("removedFiles", () => {
  it("lists what the previous build had and this one has not", () => {
    expect(
      removedFiles(["docs/a.mdx", "docs/b/index.mdx", "blog/p.mdx"], ["docs/a.mdx", "docs/b.mdx", "blog/p.mdx"]),
    ).toEqual(["docs/b/index.mdx"]);
  });
  it("is empty when files were only added", () =>
    expect(removedFiles(["docs/a.mdx"], ["docs/a.mdx", "docs/c.mdx"])).toEqual([]));
});

describe("the cache after a removed content file", () => {
  function project() {
    const dir = mkdtempSync(path.join(tmpdir(), "stale-"));
    mkdirSync(path.join(dir, "content", "docs", "components", "badge"), { recursive: true });
    mkdirSync(path.join(dir, "public"));
    writeFileSync(path.join(dir, "content", "docs", "components", "badge.mdx"), "a");
    writeFileSync(path.join(dir, "content", "docs", "components", "badge", "index.mdx"), "b");
    return dir;
  }

  it("is dropped (public/ removed, so Gatsby clears its cache) when a recorded file is gone, and said so", () => {
    const dir = project();
    recordContentFiles(dir, "content");
    expect(contentFilesOf(path.join(dir, "content"))).toEqual([
      "docs/components/badge.mdx",
      "docs/components/badge/index.mdx",
    ]);
    rmSync(path.join(dir, "content", "docs", "components", "badge", "index.mdx"));
    const messages: string[] = [];
    dropCacheAfterRemovals(dir, "content", (message) => messages.push(message));
    expect(existsSync(path.join(dir, "public"))).toBe(false);
    expect(messages).toEqual([
      "1 content file(s) were removed since the last build (docs/components/badge/index.mdx); building from a clean cache.",
    ]);
  });

  it("is kept when nothing was removed, or when there is no record yet", () => {
    const dir = project();
    dropCacheAfterRemovals(dir, "content", () => undefined);
    expect(existsSync(path.join(dir, "public"))).toBe(true);
    recordContentFiles(dir, "content");
    writeFileSync(path.join(dir, "content", "docs", "new.mdx"), "c");
    dropCacheAfterRemovals(dir, "content", () => undefined);
    expect(existsSync(path.join(dir, "public"))).toBe(true);
  });
});

describe("the cache after the development server", () => {
  function project() {
    const dir = mkdtempSync(path.join(tmpdir(), "stale-command-"));
    mkdirSync(path.join(dir, "public"));
    return dir;
  }

  it("is dropped for a build after develop, and said so", () => {
    const dir = project();
    recordCommand(dir, "develop");
    const messages: string[] = [];
    dropCacheAfterDevelop(dir, "build", (message) => messages.push(message));
    expect(existsSync(path.join(dir, "public"))).toBe(false);
    expect(messages).toEqual(["The last run was the development server; building from a clean cache."]);
  });

  it("is kept for a build after a build, for develop after a build, and without a record", () => {
    const dir = project();
    dropCacheAfterDevelop(dir, "build", () => undefined);
    recordCommand(dir, "build");
    dropCacheAfterDevelop(dir, "build", () => undefined);
    dropCacheAfterDevelop(dir, "develop", () => undefined);
    recordCommand(dir, "develop");
    dropCacheAfterDevelop(dir, "develop", () => undefined);
    expect(existsSync(path.join(dir, "public"))).toBe(true);
  });
});
