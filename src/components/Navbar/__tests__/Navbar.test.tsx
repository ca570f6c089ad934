import { render } from "@testing-library/react";
import React from "react";
import { ColorModeProvider } from "../../../hooks/useColorMode";
import { PageLocationProvider } from "../../../hooks/usePageLocation";
import { outline } from "../../__fixtures__/outline";
import { answerSiteQueries } from "../../__fixtures__/siteData";
import { Navbar } from "..";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

beforeEach(answerSiteQueries);

describe("Navbar", () => {
  it("brand and the configured items", () => {
    const { container } = render(
      <PageLocationProvider location={{ pathname: "/components/accordion" }}>
        <ColorModeProvider>
          <Navbar />
        </ColorModeProvider>
      </PageLocationProvider>,
    );
    expect(outline(container.querySelector("nav"))).toMatchSnapshot();
  });
});
