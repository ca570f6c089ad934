import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropCacheAfterDevelop, recordCommand } from "../staleCache";

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
