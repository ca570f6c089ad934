import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { outline } from "../../../components/__fixtures__/outline";
import { answerSiteQueries, pageProps } from "../../../components/__fixtures__/siteData";
import ComponentsOverview from "..";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("components overview page", () => {
  it("the filters and a row per component", () => {
    const data = {
      allDoc: {
        nodes: [
          {
            title: "Accordion",
            description: "Klapt inhoud in en uit.",
            status: "stable",
            keywords: [],
            implementations: ["core", "react"],
            route: "/components/accordion",
          },
          {
            title: "Banner",
            description: null,
            status: "deprecated",
            keywords: [],
            implementations: [],
            route: "/components/banner",
          },
        ],
      },
    };
    const { container } = render(
      <ComponentsOverview {...pageProps(data as unknown as Queries.ComponentsOverviewQuery, {}, "/components/")} />,
    );
    expect(outline(container.querySelector("table"))).toMatchSnapshot();
  });

  it("filters by name or keyword, without case, and by implementation", () => {
    const node = (title: string, keywords: string[], implementations: string[]) => ({
      title,
      description: null,
      status: "stable",
      keywords,
      implementations,
      route: `/components/${title.toLowerCase()}`,
    });
    const data = {
      allDoc: {
        nodes: [node("Accordion", ["Uitklappen"], ["core"]), node("Banner", [], ["react"]), node("Tabs", [], ["core"])],
      },
    };
    render(
      <ComponentsOverview {...pageProps(data as unknown as Queries.ComponentsOverviewQuery, {}, "/components/")} />,
    );
    const shown = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(shown()).toEqual(["Accordion", "Banner", "Tabs"]);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: " BAN " } });
    expect(shown()).toEqual(["Banner"]);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "klap" } });
    expect(shown()).toEqual(["Accordion"]);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "" } });
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "core" } });
    expect(shown()).toEqual(["Accordion", "Tabs"]);
  });
});
