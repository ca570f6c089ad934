import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAuthors } from "../plugins/content-model/blogRules";
import { analyseMdx } from "../plugins/content-model/mdxAnalysis";
import { isContentFile } from "../plugins/content-model/routes";
import { requireRelease } from "../plugins/content-model/releaseFiles";
import { postProblems, type ReleaseFacts } from "./contentRules";

/**
 * Every post has the required shape (./contentRules.ts); a post that announces a release is checked
 * against what the synced changelog (content/release/history.json) says of it.
 */
const root = path.resolve(__dirname, "..");
const { history } = requireRelease(root);

/** `X.Y.Z` of a post's file name (`…-dso-toolkit-81.0.0.mdx`, the first posts `…-48-0-0.mdx`), if any. */
const versionOf = (name: string) => /dso-toolkit-(\d+)[.-](\d+)[.-](\d+)\.mdx$/.exec(name)?.slice(1).join(".");
const newer = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** What the changelog says of a post's release: undefined for no release or one after the synced one. */
function releaseOf(name: string): ReleaseFacts | "unknown" | undefined {
  const version = versionOf(name);
  if (!version || newer(version, history.version) > 0) return undefined;
  const release = history.releases.find((entry) => entry.version === version);
  if (!release) return "unknown";
  // The oldest entries name no component; they cannot say what a migration note should cover.
  const breaking = release.changes.flatMap((change) => (change.breaking && change.component ? [change.component] : []));
  return { version, breaking: [...new Set(breaking)] };
}

describe("blog content", () => {
  const files = readdirSync(path.join(root, "content/blog")).filter(isContentFile).sort();
  const authorsFile = "content/blog/authors.yml";
  const authorKeys = Object.keys(parseAuthors(readFileSync(path.join(root, authorsFile), "utf8"), authorsFile));

  it("has posts", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((name) => [name]))("post %s is complete", (name) => {
    const file = `content/blog/${name}`;
    const post = analyseMdx(readFileSync(path.join(root, file), "utf8"), file);
    expect(postProblems(post, authorKeys, releaseOf(name))).toEqual([]);
  });
});
