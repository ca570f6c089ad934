import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ApiDescriptions } from "../../article/shared/apiDescriptions";

/**
 * Tiny fake inputs for the sync: a checkout of the design system at a release, with its build output
 * (the fixtures in this folder), and a project with its descriptions and doc pages. Both are made in
 * the system's temporary folder; `removeTemporaryFolders` removes every one made so far.
 */
export const fixtureText = (name: string) => readFileSync(path.join(__dirname, name), "utf8");

/** A fresh copy of a JSON fixture, for a test to change. */
export const fixtureJson = <T = unknown>(name: string): T => JSON.parse(fixtureText(name)) as T;

/** The docs.json fixture's components, loosely typed, for tests that change them. */
export type StencilComponent = Record<string, unknown> & { tag: string; filePath: string };
export interface StencilDocs {
  components: StencilComponent[];
}

/** The error that `action` throws; a test that expects one fails when it throws none. */
export function errorOf(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error, but none was thrown");
}

const made: string[] = [];

export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTemporaryFolders() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function write(dir: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface CheckoutOptions {
  /** The version in packages/core/package.json; 82.0.0 by default. */
  version?: string;
  /** Parsed docs.json; the fixture's by default. A readme is made for each component's folder. */
  docs?: unknown;
}

/** Component folders below each implementation's root, besides those of the core readmes. */
const FOLDERS = {
  core: ["alert/components"],
  angular: ["alert", "info"],
  react: ["alert", "node_modules/react-dom"],
  "html-css": ["alert", "info", ".hidden"],
};

const ROOTS = {
  core: "packages/core/src/components",
  angular: "angular-workspace/components",
  react: "packages/react/src/components",
  "html-css": "packages/dso-toolkit/src/components",
};

/** A fake checkout at `version`, with everything the sync reads. */
export function makeCheckout(options: CheckoutOptions = {}): string {
  const dir = temporaryFolder("release-checkout-");
  const docs = options.docs ?? fixtureJson("docs.json");
  write(dir, "package.json", json({ name: "dso-toolkit", private: true }));
  write(dir, "packages/core/package.json", json({ name: "@dso-toolkit/core", version: options.version ?? "82.0.0" }));
  write(dir, "packages/core/docs.json", json(docs));
  write(dir, "CHANGELOG.md", fixtureText("CHANGELOG.md"));
  write(dir, "storybook/www/index.json", fixtureText("storybook-index.json"));
  write(dir, "packages/react/www/index.json", fixtureText("react-index.json"));
  write(dir, "angular-workspace/www/index.json", fixtureText("angular-index.json"));
  // Two variable modules as the design system writes them: one uses the other, and a value is computed.
  write(dir, "packages/dso-toolkit/src/variables/colors.scss", "$grasgroen: #39870c;\n$wit: #fff;\n$_prive: #123;\n");
  write(
    dir,
    "packages/dso-toolkit/src/variables/units.scss",
    '@use "colors";\n$_unit: 8px;\n$u1: $_unit;\n$u3: $_unit * 3;\n$focus: colors.$grasgroen;\n',
  );
  write(dir, "packages/dso-toolkit/src/components/grid/grid.variables.scss", "$grid-columns: 12;\n");
  write(dir, "packages/dso-toolkit/package.json", json({ name: "dso-toolkit", files: ["assets", "dist/*.css"] }));
  write(dir, "packages/dso-toolkit/assets/graphics/boom_kappen.svg", '<svg viewBox="0 0 226.8 226.8"></svg>\n');
  write(
    dir,
    "packages/dso-toolkit/assets/graphics/foutmelding.svg",
    '<?xml version="1.0"?>\n<!-- drawn -->\n<svg width="431px" height="218.5px"><title>x</title></svg>\n',
  );
  const components = (docs as Partial<StencilDocs>).components;
  for (const component of Array.isArray(components) ? components : []) {
    const folder = path.posix.dirname(String(component.filePath).replace(/^\.\//, ""));
    write(dir, `packages/core/${folder}/readme.md`, `# ${component.tag}\n`);
  }
  for (const [implementation, root] of Object.entries(ROOTS)) {
    mkdirSync(path.join(dir, root), { recursive: true });
    for (const folder of FOLDERS[implementation as keyof typeof ROOTS])
      mkdirSync(path.join(dir, root, folder), { recursive: true });
  }
  return dir;
}

/**
 * The doc pages of the fake project: an example with a story in every Storybook, and two without:
 * one in a folder's own page (its component name comes from the folder).
 */
export const PAGES: Record<string, string> = {
  "components/alert.mdx": [
    "---",
    "title: Alert",
    'implementations: ["core", "react"]',
    "---",
    "",
    "# Alert",
    "",
    '<Example variant="default" implementations={["core", "react"]} />',
    "",
    "## Sluitbaar",
    "",
    '<Example variant="closable" implementations={["core"]} />',
    "",
  ].join("\n"),
  "components/info/index.mdx": [
    "---",
    "title: Info",
    'implementations: ["angular"]',
    "---",
    "",
    '<Example variant="default" implementations={["angular"]} />',
    "",
  ].join("\n"),
  "components/_category_.yml": "label: Componenten\n",
};

/** A fake project: its descriptions (the fixture's by default) and doc pages (PAGES by default). */
export function makeProject(options: { descriptions?: ApiDescriptions; pages?: Record<string, string> } = {}): string {
  const dir = temporaryFolder("release-project-");
  write(dir, "content/api-descriptions.json", json(options.descriptions ?? fixtureJson("api-descriptions.json")));
  for (const [file, text] of Object.entries(options.pages ?? PAGES)) write(dir, `content/docs/${file}`, text);
  return dir;
}

/** Every file below `dir` with its bytes, to compare a folder before and after. */
export function snapshotOf(dir: string, below = ""): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, below))) {
    const relative = below ? `${below}/${name}` : name;
    if (statSync(path.join(dir, relative)).isDirectory()) Object.assign(files, snapshotOf(dir, relative));
    else files[relative] = readFileSync(path.join(dir, relative), "utf8");
  }
  return files;
}
