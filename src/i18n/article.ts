import { catalogue } from "./catalogue";

/**
 * Interface text of the MDX components. They render only on the server: a built page's browser
 * gets the article as HTML (docs/developers.md, "Code"), so these strings never load in a browser (see ./catalogue.ts).
 */
const messages = {
  "heading.anchor": "Directe link naar {title}",
  "admonition.note": "Opmerking",
  "admonition.tip": "Tip",
  "admonition.info": "Goed om te weten",
  "admonition.warning": "Let op",
  "admonition.danger": "Waarschuwing",
  "doDont.do": "Wel doen",
  "doDont.dont": "Niet doen",
  "api.none": "{tag} heeft geen properties, events, methods, slots, shadow parts of CSS custom properties.",
  "playground.link": "Bekijk {name} in de playground",
  "taskList.done": "(afgevinkt)",
  "sources.title": "Broncode",
  "history.intro":
    "De releases tot en met {version} die dit component veranderden, volgens de changelog van de DSO Toolkit.",
  "history.older": "Oudere releases ({count})",
  "history.breaking": "brekende wijziging",
  "history.issues": "issues",
  "history.kind.added": "toegevoegd",
  "history.kind.changed": "gewijzigd",
  "history.kind.fixed": "opgelost",
  "history.kind.removed": "verwijderd",
  "history.kind.deprecated": "deprecated",
  "history.kind.task": "onderhoud",
  "history.kind.docs": "documentatie",
  "history.kind.other": "overig",
  "colours.colour": "Kleur",
  "colours.hex": "Hex",
  "colours.contrastWith": "Contrast met",
  "colours.swatch": "{name}, {hex}, contrast {ratio} met {background}",
  "colours.inline": "{hex}, {ratio} op wit",
  "colours.verdict.text": "leestekst",
  "colours.verdict.large": "alleen grote tekst en bedieningselementen",
  "colours.verdict.surface": "alleen vlakken en lijnen",
  "scale.variable": "Variabele",
  "scale.value": "Waarde",
  "scale.rem": "In rem",
  "scale.sameAs": "Even groot",
  "scale.drawn": "Op ware grootte",
  "viewports.viewport": "Viewport",
  "viewports.from": "Vanaf",
  "viewports.to": "Tot en met",
  "viewports.container": "Breedte van de container",
  "viewports.classes": "Kolomclasses",
  "viewports.drawn": "Op schaal, 0 tot {max}px",
  "viewports.fullWidth": "volledige breedte",
  "viewports.xs": "Extra small",
  "viewports.sm": "Small",
  "viewports.md": "Medium",
  "viewports.lg": "Large",
  "type.lineHeight": "regelhoogte",
  "type.specimen": "Voorbeeldtekst in Asap op {size}",
  "type.sampleFirst": "Omgevingsloket",
  "type.sampleSecond": "Regels op de kaart",
} as const;

export type ArticleMessageId = keyof typeof messages;
export const articleText = catalogue(messages);
