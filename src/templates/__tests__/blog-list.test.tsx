import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../components/__fixtures__/outline";
import { answerSiteQueries, author, pageProps, recent } from "../../components/__fixtures__/siteData";
import type { ListPageContext } from "../../blog/shared/blogPageShapes";
import BlogListTemplate from "../blog-list";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("blog-list", () => {
  it("the posts with excerpt and read-more link, and the pager", () => {
    const context: ListPageContext = {
      pagination: {
        page: 2,
        pageCount: 3,
        skip: 10,
        limit: 10,
        path: "/blog/page/2",
        newer: "/blog",
        older: "/blog/page/3",
      },
      posts: [
        {
          title: "DSO Toolkit v70.0.0",
          route: "/blog/2025/03/31/dso-toolkit-70.0.0",
          date: "2025-03-31",
          authors: [author],
          readingTime: "1 minuut leestijd",
          excerpt: [{ tag: "p", children: ["De ", { tag: "strong", children: ["Modal"] }, " is vernieuwd."] }],
        },
      ],
      recent,
    };
    const { container } = render(<BlogListTemplate {...pageProps({}, context, "/blog/page/2")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
