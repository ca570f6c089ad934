import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../components/__fixtures__/outline";
import { answerSiteQueries, pageProps } from "../../components/__fixtures__/siteData";
import type { ArchivePageContext } from "../../blog/shared/blogPageShapes";
import BlogArchiveTemplate from "../blog-archive";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("blog-archive", () => {
  it("posts grouped by year", () => {
    const context: ArchivePageContext = {
      years: [
        {
          year: "2025",
          items: [{ title: "DSO Toolkit v81.0.0", route: "/blog/2025/11/04/dso-toolkit-81.0.0", date: "2025-11-04" }],
        },
        {
          year: "2024",
          items: [{ title: "DSO Toolkit v67.0.0", route: "/blog/2024/11/25/dso-toolkit-67.0.0", date: "2024-11-25" }],
        },
      ],
    };
    const { container } = render(<BlogArchiveTemplate {...pageProps({}, context, "/blog/archive")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
