/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  N,
  BOUNDARY,
  tokens,
  shingles,
  maskProse,
  proseSentences,
  indexOld,
  sentenceOverlap,
  overlapReport,
  formatReport,
  readGitFiles,
} from "../overlapCore";

const words = (count: number, word = "woord") => Array.from({ length: count }, (_, i) => `${word}${i}`).join(" ");

describe("tokens and shingles", () => {
  it("lower-cases and splits at everything that is not a letter or digit", () => {
    expect(tokens("De `dso-accordion` heeft één Property: **open**; zie v81.0.0!")).toEqual([
      "de",
      "dso",
      "accordion",
      "heeft",
      "één",
      "property",
      "open",
      "zie",
      "v81",
      "0",
      "0",
    ]);
  });

  it("makes one sequence per run of eight words", () => {
    const list = tokens(words(10));
    expect(N).toBe(8);
    expect(shingles(list)).toEqual([
      list.slice(0, 8).join(" "),
      list.slice(1, 9).join(" "),
      list.slice(2, 10).join(" "),
    ]);
    expect(shingles(tokens(words(7)))).toEqual([]);
  });
});

describe("maskProse", () => {
  const page = [
    "---",
    "title: Titel",
    "description: Een zin over de pagina.",
    "---",
    "import X from './x';",
    "",
    'Lees [de gids](/gids) en `code hier` of <Example name="x" />.',
    "",
    "```html",
    "<p>Voorbeeld</p>",
    "```",
    "{/* opmerking */}",
  ].join("\n");

  it("keeps the length and the lines", () => {
    const masked = maskProse(page);
    expect(masked).toHaveLength(page.length);
    expect(masked.split(BOUNDARY).join("\n").split("\n")).toHaveLength(page.split("\n").length);
  });

  it("keeps prose and link text, and the description of the front matter", () => {
    const kept = tokens(maskProse(page).split(BOUNDARY).join(" "));
    expect(kept).toEqual(["een", "zin", "over", "de", "pagina", "lees", "de", "gids", "en", "of"]);
  });
});

describe("proseSentences", () => {
  it("splits sentences and blocks, with the line each starts on, and drops those of fewer than eight words", () => {
    const text = [
      "# Een kop van maar vijf woorden",
      "",
      `Eerste zin met ${words(8)}. Tweede zin met ${words(8, "x")}!`,
      "Deze regel hoort bij dezelfde alinea en telt ook acht woorden mee.",
      "",
      `- Een lijstitem met ${words(6)}`,
      `| cel een met ${words(6)} | cel twee met ${words(6)} |`,
      "Te kort.",
    ].join("\n");
    expect(proseSentences(text).map(({ line, words: list }) => [line, list.length])).toEqual([
      [3, 11],
      [3, 11],
      [4, 12],
      [6, 9],
      [7, 9],
      [7, 9],
    ]);
    expect(proseSentences(text)[0].text).toBe(`Eerste zin met ${words(8)}.`);
  });

  it("leaves out code blocks, code spans and tags", () => {
    const text = [
      "```html",
      `<p>${words(10)}</p>`,
      "```",
      "",
      `<Example name="${words(10)}" />`,
      `\`${words(10)}\``,
    ].join("\n");
    expect(proseSentences(text)).toEqual([]);
  });
});

describe("overlapReport", () => {
  const copied = "De gebruiker kiest een optie uit de lijst en ziet daarna meteen het resultaat.";
  const old = indexOld([
    {
      path: "website/docs/a.md",
      text: `# Oud\n\n${copied}\n\nGeheime oude zin die nooit in een rapport mag staan, met veel woorden erin.`,
    },
    { path: "website/blog/b.md", text: "Nog een oude tekst zonder overeenkomst met onze inhoud van vandaag." },
  ]);

  it("finds the one old sentence a sentence shares most with", () => {
    expect(sentenceOverlap(tokens(copied), old)).toEqual({ total: 7, shared: 7, share: 1 });
    expect(sentenceOverlap(tokens(`Wij schrijven iets eigens. ${words(8)}`), old).shared).toBe(0);
  });

  it("passes own words", () => {
    const report = overlapReport([{ path: "content/docs/eigen.mdx", segments: [{ text: words(40), line: 1 }] }], old);
    expect(report).toMatchObject({ shared: 0, total: 33, share: 0, sentences: [], ok: true, reasons: [] });
  });

  it("fails on a share of 0.5 % and on a sentence that shares more than 60 % with one old sentence", () => {
    const report = overlapReport(
      [
        { path: "content/docs/kopie.mdx", segments: [{ text: `Intro.\n\n${copied}`, line: 1 }] },
        { path: "content/api-descriptions.json", segments: [{ text: words(20), line: 12 }] },
      ],
      old,
    );
    expect(report.shared).toBe(7);
    expect(report.files.map((file) => [file.path, file.shared, file.total])).toEqual([
      ["content/docs/kopie.mdx", 7, 8],
      ["content/api-descriptions.json", 0, 13],
    ]);
    expect(report.sentences).toEqual([
      { path: "content/docs/kopie.mdx", line: 3, text: copied, total: 7, shared: 7, share: 1 },
    ]);
    expect(report.ok).toBe(false);
    expect(report.reasons).toHaveLength(2);
  });

  it("counts a sentence's line from its segment's line", () => {
    const report = overlapReport(
      [{ path: "content/api-descriptions.json", segments: [{ text: copied, line: 40 }] }],
      old,
    );
    expect(report.sentences.map((sentence) => sentence.line)).toEqual([40]);
  });

  it("passes a sentence that shares 60 % or less, when the overall share is low", () => {
    const half = `${copied.split(" ").slice(0, 9).join(" ")} ${words(500)}`;
    const report = overlapReport([{ path: "content/docs/deels.mdx", segments: [{ text: half, line: 1 }] }], old);
    expect(report.sentences).toHaveLength(1);
    expect(report.sentences[0].share).toBeLessThanOrEqual(0.6);
    expect(report.share).toBeLessThan(0.005);
    expect(report.ok).toBe(true);
  });

  it("prints our sentences and never the old text", () => {
    const report = overlapReport([{ path: "content/docs/kopie.mdx", segments: [{ text: copied, line: 1 }] }], old);
    const output = formatReport(report, old, "the old site");
    expect(output).toContain(`content/docs/kopie.mdx:1  100 % (7 of 7)  ${copied}`);
    expect(output).toContain("Result: failed");
    for (const oldOnly of ["Geheime", "geheime", "website/docs/a.md", "Nog een oude tekst"])
      expect(output).not.toContain(oldOnly);
  });
});

describe("readGitFiles and the command", () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
      stdio: "pipe",
    });
  const root = path.resolve(__dirname, "../..");
  // A prose sentence of our own intro page stands in the old site of this test, so the command must fail on it.
  const ours = proseSentences(readFileSync(path.join(root, "content/docs/intro.mdx"), "utf8"))[0];

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), "dso-old-site-"));
    git("init", "-q");
    for (const dir of ["website/docs/sub", "website/blog", "website/src"])
      mkdirSync(path.join(repo, dir), { recursive: true });
    writeFileSync(path.join(repo, "website/docs/sub/a.mdx"), `# A\n\n${ours.text}\n`);
    writeFileSync(path.join(repo, "website/docs/logo.png"), Buffer.from([0x89, 0x50, 0x00, 0x01]));
    writeFileSync(path.join(repo, "website/blog/b.md"), "Blog.\n");
    writeFileSync(path.join(repo, "website/src/c.js"), "code\n");
    git("add", "-A");
    git("commit", "-q", "-m", "old site");
    git("tag", "v81.0.0");
    writeFileSync(path.join(repo, "website/blog/b.md"), "Later.\n");
    git("commit", "-q", "-am", "after the tag");
    git("tag", "v100.1.0");
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it("reads the text files under the paths at the tag", () => {
    expect(readGitFiles(repo, "v81.0.0", ["website/docs", "website/blog"])).toEqual([
      { path: "website/blog/b.md", text: "Blog.\n" },
      { path: "website/docs/sub/a.mdx", text: `# A\n\n${ours.text}\n` },
    ]);
  });

  it("throws on a tag the repository lacks", () => {
    expect(() => readGitFiles(repo, "v0.0.1", ["website/docs"])).toThrow(/git ls-tree/);
  });

  const command = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/overlap.ts")], {
      encoding: "utf8",
      env: { ...process.env, OLD_SITE_REPO: "", OLD_SITE_REF: "", ...env },
    });

  it("skips with a message when OLD_SITE_REPO is not set", () => {
    const run = command({});
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^test:overlap skipped: OLD_SITE_REPO is not set/);
  });

  it("stops with status 2 when the repository lacks the tag", () => {
    const run = command({ OLD_SITE_REPO: repo, OLD_SITE_REF: "v0.0.1" });
    expect(run.status).toBe(2);
  });

  it("fails on our sentence that stands in the old site, naming our file and line", () => {
    const run = command({ OLD_SITE_REPO: repo });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`content/docs/intro.mdx:${ours.line}  100 %`);
    expect(run.stdout).toMatch(/Result: failed: .*1 prose sentence/);
    // It compares with the old site at both tags the site has documented.
    expect(run.stdout).toContain("at v81.0.0)");
    expect(run.stdout).toContain("at v100.1.0)");
  });
});
