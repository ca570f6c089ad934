import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject } from "../scripts/projectCopy";

/**
 * The content plugin's onPreInit (plugins/content-model/gatsby-node.ts), in real builds of a copy of the
 * project with one broken content file each: the build must stop before Gatsby reads the content,
 * with one short message naming the file and line (plugins/content-model/preflight.ts), and no stack trace
 * (plugins/content-model/stopBuild.ts). Each stops within seconds.
 */
jest.setTimeout(180_000);

const PROJECT = path.resolve(__dirname, "..");
let copy: string;

beforeAll(() => {
  // These builds stop before they read the content: the benchmark and the package patches stay behind too.
  // So do the posts and the component pages: the check before the build parses every page it finds, and
  // these tests break only pages outside them.
  copy = copyProject(PROJECT, "dso-build-errors-", ["bench", "patches", "content/blog", "content/docs/components"]);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function buildWith(file: string, change: (text: string) => string): { status: number | null; output: string } {
  const full = path.join(copy, file);
  const original = readFileSync(full, "utf8");
  writeFileSync(full, change(original));
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(copy, "node_modules", "gatsby", "cli.js"), "build", "--prefix-paths"],
      {
        cwd: copy,
        env: { ...process.env, DEBUG: "", CI: "true", NODE_ENV: "production" },
        encoding: "utf8",
      },
    );
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    writeFileSync(full, original);
  }
}

function expectShortStop({ status, output }: { status: number | null; output: string }, where: RegExp) {
  expect(status).not.toBe(0);
  expect(output).toMatch(where);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(output.split("\n").filter((line) => line.trim() !== "").length).toBeLessThan(30);
}

test("front matter that is not valid YAML names the file and line", () => {
  const result = buildWith("content/docs/fundament/kleuren.mdx", (text) =>
    text.replace(/^title: .*$/m, "title: [Kleuren"),
  );
  expectShortStop(result, /content\/docs\/fundament\/kleuren\.mdx:\d+(:\d+)?: front matter is not valid YAML/);
});

test("api-descriptions.json that is not valid JSON names the file and line", () => {
  const result = buildWith("content/api-descriptions.json", (text) => text.replace('"components"', "components"));
  expectShortStop(result, /content\/api-descriptions\.json:\d+:\d+: not valid JSON/);
});

test("an unknown MDX component names the file and line", () => {
  const result = buildWith("content/docs/intro.mdx", (text) => `${text}\n<Foo />\n`);
  const line = readFileSync(path.join(PROJECT, "content/docs/intro.mdx"), "utf8").split("\n").length + 1;
  expectShortStop(result, new RegExp(`content/docs/intro\\.mdx:${line}:1: unknown MDX component <Foo>`));
});

test("a variable the release lacks names the file, line and column", () => {
  const result = buildWith("content/docs/fundament/layout.mdx", (text) =>
    text.replace('<Value name="grid-columns" />', '<Value name="grid-kolommen" />'),
  );
  expectShortStop(
    result,
    /content\/docs\/fundament\/layout\.mdx:\d+:\d+: <Value>: \$grid-kolommen is not a variable of the release/,
  );
});
