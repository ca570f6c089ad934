import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../../../components/__fixtures__/outline";
import { answerSiteQueries, pageProps } from "../../../../components/__fixtures__/siteData";
import { DocHead, DocPage } from "..";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("DocPage", () => {
  it("breadcrumbs, title, component status, body and previous/next", () => {
    const data = {
      doc: {
        title: "Accordion",
        description: "Klapt inhoud in en uit.",
        status: "stable",
        implementations: ["core", "react"],
        route: "/components/accordion",
        mdx: { tableOfContents: { items: [{ url: "#gebruik", title: "Gebruik" }] } },
      },
    };
    const context = {
      id: "doc-accordion",
      source: "content/docs/components/accordion.mdx",
      headTitle: "Accordion",
      crumbs: [
        { label: "Componenten", href: "/components/" },
        { label: "Accordion", href: "/components/accordion" },
      ],
      previous: { label: "Componenten", href: "/components/" },
      next: { label: "Alert", href: "/components/alert" },
    };
    const { container } = render(
      <DocPage {...pageProps(data as unknown as Queries.DocPageQuery, context, "/components/accordion")}>
        <h2 id="gebruik">Gebruik</h2>
        <p>Gebruik een accordion voor lange, optionele inhoud.</p>
      </DocPage>,
    );
    expect(outline(container.querySelector("article")?.parentElement ?? null)).toMatchSnapshot();
  });

  it("asks search engines to leave an unlisted doc out, and only that one", () => {
    const robots = (unlisted: boolean) => {
      const data = { doc: { title: "Zelfverwijzing", description: null, route: "/test/zelfverwijzing", unlisted } };
      const head = { data, pageContext: {} } as unknown as Parameters<typeof DocHead>[0];
      return render(<DocHead {...head} />)
        .container.querySelector('meta[name="robots"]')
        ?.getAttribute("content");
    };
    expect(robots(true)).toBe("noindex, follow");
    expect(robots(false)).toBeUndefined();
  });
});
