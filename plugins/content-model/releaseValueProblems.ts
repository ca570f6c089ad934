import {
  ambiguousNames,
  colourRow,
  galleryGraphics,
  namesOf,
  requireColour,
  requireValue,
  scaleRows,
  typeRows,
  viewports,
  type VariableModules,
} from "../../src/article/shared/releaseValues";
import type { ReleaseGraphic } from "../../src/types/release";
import { nodesOf, type ContentProblem, type JsxElement, type MdxAnalysis } from "./mdxAnalysis";

/** What the components of src/article/mdx/ReleaseValues.tsx read: the release's variables and illustrations. */
export interface ReleaseValues {
  modules: VariableModules;
  graphics: ReleaseGraphic[];
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const attribute = (element: JsxElement, name: string) =>
  text(element.attributes.find((candidate) => candidate.name === name)?.value);

/**
 * Per component: the attributes it needs, and what it reads of the release (each call throws naming
 * the value the release lacks) and, for a table or gallery, the names of its rows, so that its
 * `<Note name="…">` can be checked.
 */
const CHECKS: Record<string, { needs: string[]; read: (element: JsxElement, release: ReleaseValues) => string[] }> = {
  Colour: { needs: ["name"], read: (element, { modules }) => [colourRow(modules, attribute(element, "name")!).name] },
  Contrast: {
    needs: ["of", "on"],
    read: (element, { modules }) => ["of", "on"].map((name) => requireColour(modules, attribute(element, name)!)),
  },
  Value: { needs: ["name"], read: (element, { modules }) => [requireValue(modules, attribute(element, "name")!)] },
  ColourTable: {
    needs: ["colours"],
    read: (element, { modules }) => {
      const on = namesOf(attribute(element, "on"));
      return namesOf(attribute(element, "colours")).map(
        (name) => colourRow(modules, name, on.length > 0 ? on : undefined).name,
      );
    },
  },
  SpacingScale: {
    needs: ["names"],
    read: (element, { modules }) =>
      scaleRows(modules, namesOf(attribute(element, "names")), namesOf(attribute(element, "others"))).map(
        (row) => row.name,
      ),
  },
  TypeScale: {
    needs: ["sizes"],
    read: (element, { modules }) => typeRows(modules, namesOf(attribute(element, "sizes"))).map((row) => row.size),
  },
  Breakpoints: { needs: [], read: (_element, { modules }) => viewports(modules).map((row) => row.size) },
  Illustrations: {
    needs: [],
    read: (element, { graphics }) => {
      const exclude = namesOf(attribute(element, "exclude"));
      for (const file of exclude)
        if (!graphics.some((graphic) => graphic.file === file))
          throw new Error(`${file} is not an illustration of the release (content/release/graphics.json)`);
      return galleryGraphics(graphics, namesOf(attribute(element, "files")), exclude).map((graphic) => graphic.file);
    },
  },
};

/** The table or gallery a `<Note>` may stand in. */
const WITH_NOTES = new Set(["ColourTable", "SpacingScale", "Illustrations"]);

/**
 * Each use of a release-value component on the page whose names the release lacks, whose required
 * attributes are missing, or whose notes name no row of their table; and a `<Note>` outside a table.
 * At the element's line and column, so a page that names a variable the release lacks stops the build there.
 */
export function releaseValueProblems(page: MdxAnalysis, release: ReleaseValues): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (element: JsxElement, message: string) =>
    problems.push({ file: page.file, line: element.line, column: element.column, message });
  const ambiguous = new Set(ambiguousNames(release.modules));
  const notesInside = new Set<JsxElement["node"]>();
  for (const element of page.elements) {
    const check = CHECKS[element.name];
    if (!check) continue;
    const missing = check.needs.filter((name) => !attribute(element, name));
    if (missing.length > 0) {
      at(element, `<${element.name}> needs ${missing.map((name) => `${name}="…"`).join(" and ")}`);
      continue;
    }
    for (const name of element.attributes.flatMap((candidate) => namesOf(text(candidate.value))))
      if (ambiguous.has(name)) at(element, `<${element.name}>: $${name} is in more than one module of the release`);
    let rows: string[];
    try {
      rows = check.read(element, release);
    } catch (error) {
      at(element, `<${element.name}>: ${(error as Error).message}`);
      continue;
    }
    if (!WITH_NOTES.has(element.name)) continue;
    const inside = new Set(nodesOf(element.node, (node) => node !== element.node));
    for (const note of page.elements.filter((candidate) => candidate.name === "Note" && inside.has(candidate.node))) {
      notesInside.add(note.node);
      const name = attribute(note, "name");
      if (!name) at(note, '<Note> needs name="…"');
      else if (!rows.includes(name)) at(note, `<Note name="${name}">: no row of this <${element.name}> has that name`);
    }
  }
  for (const note of page.elements.filter((element) => element.name === "Note" && !notesInside.has(element.node)))
    at(
      note,
      `<Note> stands outside a ${[...WITH_NOTES].map((name) => `<${name}>`).join(", ")}, where it shows nothing`,
    );
  return problems;
}
