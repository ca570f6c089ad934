/**
 * An author's edits on the development server: one definition for the benchmark, which times
 * them (develop.ts), and for the browser test that checks they show (e2e/develop/develop.spec.ts).
 * Each changes one content file so that a marker text appears in a part of the open page.
 */
export interface DevelopEdit {
  name: string;
  /** The content file, relative to the project. */
  file: string;
  /** The page that shows it, below the development server's root. */
  page: string;
  /** A CSS selector of the part of the page where the marker appears. */
  where: string;
  change: (text: string, marker: string) => string;
}

export const DEVELOP_EDITS: DevelopEdit[] = [
  {
    name: "doc page body",
    file: "content/docs/components/accordion.mdx",
    page: "components/accordion/",
    where: "main article",
    change: (text, marker) => `${text.trimEnd()}\n\n${marker}.\n`,
  },
  {
    name: "doc page title",
    file: "content/docs/components/badge.mdx",
    page: "components/badge/",
    where: "main h1",
    change: (text, marker) => text.replace(/^title: .*$/m, `title: ${marker}`),
  },
  {
    name: "sidebar category label",
    file: "content/docs/components/_category_.yml",
    page: "components/badge/",
    where: 'nav[aria-label="Documentatie"]',
    change: (text, marker) => text.replace(/^label: .*$/m, `label: "${marker}"`),
  },
  {
    name: "post body",
    file: "content/blog/2025-11-04-dso-toolkit-81.0.0.mdx",
    page: "blog/2025/11/04/dso-toolkit-81.0.0/",
    where: "main article",
    change: (text, marker) => `${text.trimEnd()}\n\n${marker}.\n`,
  },
];

/** A marker no content file holds. */
export const markerText = () => `Proef van de ontwikkelserver ${Date.now()}`;
