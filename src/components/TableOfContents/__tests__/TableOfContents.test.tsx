import { act, render, screen } from "@testing-library/react";
import React from "react";
import { TableOfContents } from "..";

const ITEMS = [
  { url: "#gebruik", title: "Gebruik" },
  { url: "#api", title: "API", items: [{ url: "#properties", title: "Properties" }] },
  { url: "#niet-op-de-pagina", title: "Niet op de pagina" },
  { url: "#toegankelijkheid", title: "Toegankelijkheid" },
];

/** Headings on the page at these distances from the top of the viewport; other ids have no element. */
function placeHeadings(tops: Record<string, number>) {
  document.body.replaceChildren(
    ...Object.entries(tops).map(([id, top]) => {
      const heading = document.createElement("h2");
      heading.id = id;
      heading.getBoundingClientRect = () => ({ top }) as DOMRect;
      return heading;
    }),
  );
}

const current = () =>
  screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "location")
    .map((link) => link.textContent);

describe("TableOfContents", () => {
  it("marks the last heading scrolled past (within 120 px of the top), and follows the scrolling", () => {
    placeHeadings({ gebruik: -400, api: -20, properties: 120, toegankelijkheid: 121 });
    render(<TableOfContents items={ITEMS} />, { container: document.body.appendChild(document.createElement("div")) });
    expect(current()).toEqual(["Properties"]);

    document.getElementById("toegankelijkheid")!.getBoundingClientRect = () => ({ top: 40 }) as DOMRect;
    act(() => void window.dispatchEvent(new Event("scroll")));
    expect(current()).toEqual(["Toegankelijkheid"]);
  });

  it("marks the first heading before any is scrolled past", () => {
    placeHeadings({ gebruik: 300, api: 600, properties: 700, toegankelijkheid: 900 });
    render(<TableOfContents items={ITEMS} />, { container: document.body.appendChild(document.createElement("div")) });
    expect(current()).toEqual(["Gebruik"]);
  });

  it("renders nothing without headings", () => {
    const { container } = render(<TableOfContents items={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
