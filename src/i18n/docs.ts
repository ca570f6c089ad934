import { catalogue } from "./catalogue";

/** Interface text of documentation pages that the browser shows too: breadcrumbs, table of contents, copy buttons, implementations, versions list (see ./catalogue.ts). */
const messages = {
  "breadcrumbs.label": "Broodkruimels",
  "breadcrumbs.home": "Homepagina",
  "paginator.label": "Documentatie pagina",
  "paginator.previous": "Vorige",
  "paginator.next": "Volgende",
  "toc.title": "Op deze pagina",
  "code.copy": "Kopiëren",
  "code.copied": "Gekopieerd",
  "code.copiedAnnouncement": "De code is naar het klembord gekopieerd.",
  "code.copyLabel": "Code kopiëren naar het klembord",
  "status.stable": "Stabiel",
  "status.deprecated": "Deprecated",
  "implementation.core": "Web Component",
  "implementation.html-css": "HTML/CSS",
  "implementation.angular": "Angular",
  "implementation.react": "React",
  "versions.allLabel": "Alle releases",
  "versions.failed": "De lijst met versies kon niet worden geladen.",
  "island.failed": "Dit onderdeel van de pagina kon niet worden getoond.",
  "table.label": "Tabel",
  "component.status": "Status",
  "component.implementations": "Implementaties",
  "history.title": "Geschiedenis",
} as const;

export type DocsMessageId = keyof typeof messages;
export const docsText = catalogue(messages);
