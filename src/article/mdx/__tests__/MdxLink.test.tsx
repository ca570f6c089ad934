import { render, screen } from "@testing-library/react";
import React from "react";
import { PageRouteContext } from "../../shared/DocContext";
import { MdxLink } from "../MdxLink";

/** The article's links as the server renders them on the page with `route`. */
function renderOn(route: string | undefined, links: [href: string, text: string][]) {
  render(
    <PageRouteContext.Provider value={route}>
      {links.map(([href, text]) => (
        <MdxLink key={text} href={href}>
          {text}
        </MdxLink>
      ))}
    </PageRouteContext.Provider>,
  );
}
const current = (name: string) => screen.getByRole("link", { name }).getAttribute("aria-current");

describe("MdxLink", () => {
  it('marks a link to the page itself with aria-current="page", as Gatsby\'s Link does', () => {
    renderOn("/components/accordion", [
      ["/components/accordion", "Deze pagina"],
      ["/components/accordion/", "Deze pagina met slash"],
      ["/components/buttons", "Buttons"],
      ["/components/accordion#gebruik", "Gebruik"],
      ["#gebruik", "Kop"],
    ]);
    expect(current("Deze pagina")).toBe("page");
    expect(current("Deze pagina met slash")).toBe("page");
    expect(current("Buttons")).toBeNull();
    expect(current("Gebruik")).toBeNull();
    expect(current("Kop")).toBeNull();
  });

  it("marks nothing outside an article", () => {
    renderOn(undefined, [["/components/accordion", "Accordion"]]);
    expect(current("Accordion")).toBeNull();
  });
});
