// npm run test:overlap: keeps the site's words its own. Computes the share of 8-word sequences of our
// content (content/**/*.mdx and the API descriptions of content/api-descriptions.json; lower-cased,
// punctuation stripped, code included) that also occur in the old website's docs and blog
// (website/docs and website/blog of the design system's repository), and lists the prose sentences of
// ours that share 8-word sequences with one old sentence. Prints only our text. It compares with the
// old website at each tag the site has documented: v81.0.0, where our pages started, and v100.1.0,
// the release they document now.
// Fails (exit 1) when, against either tag, the overall share is 0.5 % or more, or a prose sentence of
// ours shares more than 60 % of its sequences with one old sentence (scripts/overlapCore.ts).
//   OLD_SITE_REPO=/path/to/dso-toolkit/.git npm run test:overlap
// OLD_SITE_REPO is a git directory (or a clone) of the design system's repository with the tags; without
// it the check is skipped, so that npm test runs on a machine without that repository.
// OLD_SITE_REF overrides the tags (comma-separated).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { apiDescriptions } from "./apiDescriptions";
import * as overlap from "./overlapCore";

const root = path.resolve(__dirname, "..");
const OLD_PATHS = ["website/docs", "website/blog"];
const gitDir = process.env.OLD_SITE_REPO;
const refs = (process.env.OLD_SITE_REF || "v81.0.0,v100.1.0").split(",").map((ref) => ref.trim());

if (!gitDir) {
  console.log(
    "test:overlap skipped: OLD_SITE_REPO is not set. Set it to a git directory of the design system's " +
      `repository that has the tags ${refs.join(" and ")} to compare the content with the old website.`,
  );
  process.exit(0);
}

function oldFilesAt(gitDir: string, ref: string): overlap.TextFile[] {
  let files: overlap.TextFile[];
  try {
    files = overlap.readGitFiles(gitDir, ref, OLD_PATHS);
  } catch (error) {
    console.error(
      `test:overlap: cannot read ${OLD_PATHS.join(" and ")} at ${ref} from ${gitDir}: ${(error as Error).message}`,
    );
    process.exit(2);
  }
  if (files.length === 0) {
    console.error(`test:overlap: ${gitDir} has no files under ${OLD_PATHS.join(" or ")} at ${ref}.`);
    process.exit(2);
  }
  return files;
}

const ours = readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => path.join("content", file))
  .sort()
  .map((file) => ({ path: file, segments: [{ text: readFileSync(path.join(root, file), "utf8"), line: 1 }] }));
const apiFile = "content/api-descriptions.json";
const descriptions = apiDescriptions(readFileSync(path.join(root, apiFile), "utf8"));
ours.push({ path: apiFile, segments: descriptions.map(({ description: text, line }) => ({ text, line })) });

for (const ref of refs) {
  const old = overlap.indexOld(oldFilesAt(gitDir, ref));
  const report = overlap.overlapReport(ours, old);
  console.log(overlap.formatReport(report, old, `the old website (${OLD_PATHS.join(", ")} at ${ref})`));
  if (!report.ok) process.exitCode = 1;
}
