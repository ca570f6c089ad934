import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../components/__fixtures__/outline";
import { answerSiteQueries, pageProps } from "../../components/__fixtures__/siteData";
import Home from "..";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("home page", () => {
  it("tagline, roles, latest posts and the components link", () => {
    const data = {
      posts: {
        nodes: [
          {
            title: "DSO Toolkit v81.0.0",
            route: "/blog/2025/11/04/dso-toolkit-81.0.0",
            date: "2025-11-04",
            description: "Nieuwe Tabs.",
          },
        ],
      },
      components: { totalCount: 42 },
    };
    const { container } = render(<Home {...pageProps(data as unknown as Queries.HomeQuery, {})} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
