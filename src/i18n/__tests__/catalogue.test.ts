import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { catalogue, formatMessage } from "../catalogue";

const I18N = path.join(__dirname, "..");
const SRC = path.join(I18N, "..");
// Every file of the folder but the lookup itself.
const AREAS = readdirSync(I18N)
  .filter((name) => name.endsWith(".ts") && name !== "catalogue.ts")
  .map((name) => name.replace(/\.ts$/, ""));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "__tests__" || name === "i18n" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The ids of one catalogue file, read from its source so the test sees exactly what is written. */
function idsOf(area: string): string[] {
  const source = readFileSync(path.join(I18N, `${area}.ts`), "utf8");
  return [...source.matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1]);
}

describe("formatMessage", () => {
  it("fills named parameters and leaves unknown ones as they are", () => {
    expect(formatMessage("{count} van {total}", { count: 3, total: 7 })).toBe("3 van 7");
    expect(formatMessage("Versie: {label}", {})).toBe("Versie: {label}");
  });

  it("looks a message up by id through a catalogue file", () => {
    const text = catalogue({ "demo.greeting": "Hallo {name}" });
    expect(text("demo.greeting", { name: "wereld" })).toBe("Hallo wereld");
  });
});

describe("the catalogue", () => {
  it("is read from all its files", () => expect(AREAS).toEqual(expect.arrayContaining(["shell", "docs", "search"])));

  const all = AREAS.flatMap((area) => idsOf(area).map((id) => ({ area, id })));
  const code = [
    ...sourceFiles(SRC),
    ...sourceFiles(path.join(SRC, "..", "plugins")),
    path.join(SRC, "..", "gatsby-ssr.tsx"),
    path.join(SRC, "..", "gatsby-browser.tsx"),
  ]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  // Ids put together at run time: `implementation.${name}` names every id that starts so.
  const prefixes = [...code.matchAll(/`([a-zA-Z.]+)\$\{/g)].map((match) => match[1]);

  it("has ids in one style: dotted, camelCase segments (kebab-case where a segment is a key of the data)", () => {
    expect(all.filter(({ id }) => !/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z-]*)+$/.test(id))).toEqual([]);
  });

  it("has each id once over all files", () => {
    const seen = new Map<string, string>();
    const twice = all.filter(({ area, id }) => seen.has(id) || !seen.set(id, area));
    expect(twice).toEqual([]);
  });

  it("has no id the code never asks for", () => {
    const unused = all.filter(
      ({ id }) => !code.includes(`"${id}"`) && !prefixes.some((prefix) => id.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
