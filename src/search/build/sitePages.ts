import { pageText } from "../../i18n/pages";
import { statementText } from "../../i18n/statement";
import type { SearchPage } from "./searchEntries";

/**
 * The pages of src/pages that readers look for by name, though no MDX makes them: the components
 * overview and the accessibility statement. They are found by their title, lead and the names
 * below, not by their text, which the catalogue builds from data.
 */
export function sitePages(docsLabel: string): SearchPage[] {
  return [
    {
      route: "/components",
      title: pageText("components.title"),
      description: pageText("components.lead"),
      keywords: ["componentenoverzicht", "overzicht", "alle componenten"],
      body: "",
      breadcrumb: [docsLabel],
      sourcePath: "src/pages/components/index.tsx",
    },
    {
      route: "/toegankelijkheid",
      title: statementText("statement.title"),
      description: statementText("statement.description"),
      keywords: ["toegankelijkheid", "wcag", "verklaring"],
      body: "",
      breadcrumb: [],
      sourcePath: "src/pages/toegankelijkheid.tsx",
    },
  ];
}
