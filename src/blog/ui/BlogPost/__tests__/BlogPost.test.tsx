import { render } from "@testing-library/react";
import React from "react";
import type { PostPageContext } from "../../../shared/blogPageShapes";
import { outline } from "../../../../components/__fixtures__/outline";
import { answerSiteQueries, author, pageProps, recent } from "../../../../components/__fixtures__/siteData";
import { BlogPost } from "..";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("BlogPost", () => {
  it("header with date, reading time and authors, body, newer and older", () => {
    const data = {
      blogPost: {
        title: "DSO Toolkit v80.0.0",
        description: null,
        route: "/blog/2025/10/30/dso-toolkit-80.0.0",
        date: "2025-10-30",
        mdx: { tableOfContents: {} },
      },
    };
    const context: PostPageContext = {
      id: "post-80",
      source: "content/blog/2025-10-30-dso-toolkit-80.0.0.mdx",
      authors: [author],
      readingTime: "2 minuten leestijd",
      newer: { title: "DSO Toolkit v81.0.0", route: "/blog/2025/11/04/dso-toolkit-81.0.0" },
      older: { title: "DSO Toolkit v79.0.0", route: "/blog/2025/09/18/dso-toolkit-79.0.0" },
      recent,
    };
    const { container } = render(
      <BlogPost
        {...pageProps(data as unknown as Queries.BlogPostPageQuery, context, "/blog/2025/10/30/dso-toolkit-80.0.0")}
      >
        <p>Deze release vernieuwt de Accordion.</p>
      </BlogPost>,
    );
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
