import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../components/__fixtures__/outline";
import { answerSiteQueries, pageProps } from "../../components/__fixtures__/siteData";
import NotFound from "../404";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("not-found page", () => {
  it("the message and the ways on", () => {
    const { container } = render(<NotFound {...pageProps({}, {}, "/bestaat-niet")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
