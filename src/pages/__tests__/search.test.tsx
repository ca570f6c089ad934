import { act, render } from "@testing-library/react";
import React from "react";
import { outline } from "../../components/__fixtures__/outline";
import { answerSiteQueries } from "../../components/__fixtures__/siteData";
import { PageLocationProvider } from "../../hooks/usePageLocation";
import SearchPage from "../search";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the page only needs a worker that is ready.
jest.mock("../../search/client/searchClient", () => {
  const client = { search: jest.fn() };
  return { startSearchWorker: () => ({ client, ready: Promise.resolve(client) }) };
});

beforeEach(answerSiteQueries);

describe("search page", () => {
  it("before a query, the field and the invitation", async () => {
    // The page starts loading the search files at once; let that settle before looking.
    const { container } = await act(async () =>
      render(
        <PageLocationProvider location={{ pathname: "/search" }}>
          <SearchPage />
        </PageLocationProvider>,
      ),
    );
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
