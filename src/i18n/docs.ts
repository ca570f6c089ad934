import { catalogue } from "./catalogue";

/** Interface text of documentation pages: breadcrumbs, table of contents, MDX components, API tables and live examples (see ./catalogue.ts). */
const messages = {
  "breadcrumbs.label": "Broodkruimels",
  "breadcrumbs.home": "Homepagina",
  "paginator.label": "Documentatie pagina",
  "paginator.previous": "Vorige",
  "paginator.next": "Volgende",
  "toc.title": "Op deze pagina",
  "heading.anchor": "Directe link naar {title}",
  "code.copy": "Kopiëren",
  "code.copied": "Gekopieerd",
  "code.copiedAnnouncement": "De code is naar het klembord gekopieerd.",
  "code.copyLabel": "Code kopiëren naar het klembord",
  "admonition.note": "Opmerking",
  "admonition.tip": "Tip",
  "admonition.info": "Goed om te weten",
  "admonition.warning": "Let op",
  "admonition.danger": "Waarschuwing",
  "doDont.do": "Wel doen",
  "doDont.dont": "Niet doen",
  "api.none": "{tag} heeft geen properties, events, methods, slots, shadow parts of CSS custom properties.",
  "playground.link": "Bekijk {name} in de playground",
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
  "taskList.done": "(afgevinkt)",
  "component.status": "Status",
  "component.implementations": "Implementaties",
  "sources.title": "Broncode",
} as const;

export type DocsMessageId = keyof typeof messages;
export const docsText = catalogue(messages);
