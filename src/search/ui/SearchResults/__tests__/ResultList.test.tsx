import { render, screen } from "@testing-library/react";
import React from "react";
import type { SearchResult } from "../../../engine/engine";
import type { Entry, EntryKind } from "../../../engine/store";
import { ResultList } from "../ResultList";

const entry = (id: number, kind: EntryKind, text: string): Entry => ({
  id,
  kind,
  text,
  section: "Gebruik van de knop",
  route: "/components/knop",
  anchor: kind === "title" ? "" : "#gebruik",
  breadcrumb: ["Documentatie"],
  page: "Knop",
  pageId: 0,
  cut: false,
});

const result: SearchResult = {
  hits: [
    entry(0, "title", "Knop"),
    entry(1, "heading", "Gebruik van de knop"),
    entry(2, "content", ""),
    entry(3, "description", "Een knop start een actie."),
    entry(4, "keywords", "button, knoppen"),
  ].map((hit) => ({ entry: hit, terms: ["knop"] })),
  total: 5,
  query: { terms: ["knop"], tokens: ["knop"], lastWord: "knop" },
};

describe("ResultList", () => {
  it("heads each hit with its own text, its section or its page, and shows the text of a description or keywords", async () => {
    render(<ResultList runtime={{ search: async () => result }} query="knop" onCount={() => undefined} />);
    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Knop",
      "Gebruik van de knop",
      "Gebruik van de knop",
      "Knop",
      "Knop",
    ]);
    expect(headings.map((heading) => heading.querySelector("mark")?.textContent)).toEqual(
      Array(5).fill(expect.stringMatching(/^knop$/i)),
    );
    expect([...document.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Pagina Documentatie",
      "Kop Knop",
      "Inhoud Knop",
      "Beschrijving Knop",
      "Een knop start een actie.",
      "Trefwoorden Knop",
      "button, knoppen",
    ]);
  });
});
