import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../components/__fixtures__/outline";
import { answerSiteQueries, author, pageProps } from "../../components/__fixtures__/siteData";
import type { AuthorsPageContext } from "../../blog/shared/blogPageShapes";
import BlogAuthorsTemplate from "../blog-authors";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("blog-authors", () => {
  it("each team with its post count", () => {
    const context: AuthorsPageContext = {
      authors: [
        { ...author, postCount: 12 },
        {
          key: "ontwerp",
          name: "Ontwerpteam",
          title: "Ontwerpt de patronen",
          url: "https://www.dso-toolkit.nl",
          postCount: 1,
        },
      ],
    };
    const { container } = render(<BlogAuthorsTemplate {...pageProps({}, context, "/blog/authors")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
