import { EXACT_BONUS, FIELD_WEIGHTS, idf, POST_FACTOR, saturate } from "../rank";
import { engineFor, page } from "../../__fixtures__/searchFixture";

describe("scoring parts", () => {
  it("uses lunr's idf, which never goes negative, and BM25's saturation with k1 = 1.2", () => {
    expect(idf(10, 10)).toBeGreaterThan(0);
    expect(idf(1, 10)).toBeCloseTo(Math.log(1 + 9.5 / 1.5), 12);
    expect(saturate(1)).toBeCloseTo(2.2 / 2.2, 12);
    expect(saturate(5)).toBeCloseTo((5 * 2.2) / 6.2, 12);
  });

  it("weights title and keywords over description and headings over text, and favours docs", () => {
    expect(FIELD_WEIGHTS.title).toBe(FIELD_WEIGHTS.keywords);
    expect(FIELD_WEIGHTS.keywords).toBeGreaterThan(FIELD_WEIGHTS.description);
    expect(FIELD_WEIGHTS.heading).toBeGreaterThan(FIELD_WEIGHTS.content);
    expect(EXACT_BONUS).toBeGreaterThan(0);
    expect(POST_FACTOR).toBeLessThan(1);
  });
});

describe("names, identifiers and releases", () => {
  const { engine } = engineFor([
    page("/components/kleuren-demo", "Kleuren", "Een tabel met hex-codes, namen en een contrast per variabele."),
    page(
      "/components/alert-demo",
      "Alert",
      "## Kleur\n\nDe kleur van de rand volgt de kleur van de status.\n\n## Kleur en icoon\n\nKleur alleen zegt niets.",
      { description: "Een melding met een kleur per soort." },
    ),
    page("/components/label-demo", "Label", "Een label met een status.", { keywords: ["status"] }),
    page("/components/document-demo", "Document Component", "Zet `labelStatus` op de kop. Een label kan ook."),
    page("/blog/2026/04/13/dso-toolkit-92.0.0", "DSO Toolkit v92.0.0", "De Toggletip is verwijderd.", {
      breadcrumb: ["Blog"],
    }),
    page("/components/info-demo", "Info Button", "Met een toggletip. Verwijderd is niets.", { keywords: ["uitleg"] }),
    page(
      "/components/gegevens-demo",
      "Gegevens",
      "## Table\n\nEen table, een table.\n\n## Table en rijen\n\nNog een table.",
      {
        description: "Table na table.",
      },
    ),
  ]);
  const first = (query: string) => engine.search(query).hits[0]?.entry.route;

  it("puts the page whose own name a word is above a page that only mentions it, however often", () => {
    expect(first("kleur")).toBe("/components/kleuren-demo");
  });

  it("lets a typo of a page's name find that page before one that mentions a word the typo is also near", () => {
    // `lable` is one edit from `label` (the Label's name) and from `table` (all over the Gegevens page).
    expect(first("lable")).toBe("/components/label-demo");
  });

  it("finds an identifier whole, without letting a page that has its parts in its name win", () => {
    expect(first("labelStatus")).toBe("/components/document-demo");
  });

  it("lets a release post win a question about when something went, and names a release anywhere in a query", () => {
    expect(first("wanneer verdween toggletip")).toBe("/blog/2026/04/13/dso-toolkit-92.0.0");
    expect(first("wat is er veranderd in versie 92")).toBe("/blog/2026/04/13/dso-toolkit-92.0.0");
  });

  it("lets the post win a question about which release changed a component, over the component's own page", () => {
    const { engine: releases } = engineFor([
      page("/components/accordion-demo", "Accordion", "De Accordion is stateless: de app houdt bij wat open is.", {
        keywords: ["stateless"],
      }),
      page("/blog/2023/07/17/dso-toolkit-56.0.0", "DSO Toolkit v56.0.0", "## Accordion\n\nZet voortaan `open` zelf.", {
        breadcrumb: ["Blog"],
        description: "In deze release wordt de Accordion stateless.",
        headingsOnly: true,
      }),
    ]);
    const top = (query: string) => releases.search(query).hits[0]?.entry.route;
    expect(top("in welke versie werd accordion stateless")).toBe("/blog/2023/07/17/dso-toolkit-56.0.0");
    expect(top("accordion stateless")).toBe("/components/accordion-demo");
  });

  it("lifts guidance pages for a question, but not for a plain query or a question about releases", () => {
    const { engine: pages } = engineFor([
      page("/components/raster-demo", "Raster", "Een kolom is breed. Een kolom is smal."),
      page("/fundament/layout-demo", "Layout", "Een kolom is zo breed als de tekst erin het vraagt, op elk scherm."),
      page("/blog/2026/01/01/dso-toolkit-90.0.0", "DSO Toolkit v90.0.0", "Een kolom is nu breed. Een kolom is smal.", {
        breadcrumb: ["Blog"],
      }),
    ]);
    const top = (query: string) => pages.search(query).hits[0]?.entry.route;
    expect(top("kolom breed")).toBe("/components/raster-demo");
    expect(top("hoe breed is een kolom")).toBe("/fundament/layout-demo");
    expect(top("kolom breed?")).toBe("/fundament/layout-demo");
    expect(top("wanneer is de kolom breed geworden, in welke versie")).toBe("/blog/2026/01/01/dso-toolkit-90.0.0");
  });

  it("keeps a page that a query word names, without the query's other word, above pages where both words only meet", () => {
    const { engine: pages } = engineFor([
      page("/components/voortgang-demo", "Voortgang", "Een balk die meeloopt terwijl een bestand binnenkomt."),
      page(
        "/components/bevestiging-demo",
        "Bevestiging",
        "Vink aan en ga verder. Je kunt de voortgang aangeven met een vinkje, of niet.",
      ),
      page(
        "/components/bestanden-demo",
        "Bestanden",
        "Je kunt aangeven welke bestanden je kiest; de voortgang staat eronder.",
      ),
      ...["Tabel", "Kaart", "Menu", "Knop", "Lijst", "Kop"].map((name) =>
        page(`/components/${name.toLowerCase()}-demo`, name, `Een ${name.toLowerCase()} op een pagina.`),
      ),
    ]);
    expect(pages.search("voortgang aangeven").hits[0]?.entry.route).toBe("/components/voortgang-demo");
  });
});
