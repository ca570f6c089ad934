import { render } from "@testing-library/react";
import React from "react";
import type { Sidebar } from "../../../shared/sidebarShapes";
import { outline } from "../../../../components/__fixtures__/outline";
import { answerSiteQueries } from "../../../../components/__fixtures__/siteData";
import { DocSidebar } from "..";

const sidebar: Sidebar = [
  { type: "link", label: "Introductie", href: "/intro" },
  {
    type: "category",
    label: "Componenten",
    href: "/components/",
    items: [
      { type: "link", label: "Accordion", href: "/components/accordion" },
      { type: "link", label: "Alert", href: "/components/alert" },
    ],
  },
];

beforeEach(answerSiteQueries);

describe("DocSidebar", () => {
  it("the current page's category open, the page marked", () => {
    const { container } = render(<DocSidebar sidebar={sidebar} path="/components/alert" />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
