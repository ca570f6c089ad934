import { render } from "@testing-library/react";
import React from "react";
import { outline } from "../../__fixtures__/outline";
import { answerSiteQueries } from "../../__fixtures__/siteData";
import { Footer } from "..";

beforeEach(answerSiteQueries);

describe("Footer", () => {
  it("link columns and copyright", () => {
    const { container } = render(<Footer />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
