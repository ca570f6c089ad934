import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import React, { useState } from "react";
import { ArticleBody } from "../ArticleBody";
import { Island } from "../../islands/islands";

// react-dom/server resolves to its browser build here, which needs TextEncoder (jsdom has none);
// the Node build is what Gatsby renders pages with anyway.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

// The real MdxBody reads the MDX files through webpack, which Jest does not have; what matters here
// is what it is given. Its HTML holds an island, as a page with a live example does.
const mockArticleHtml = jest.fn(
  (props: { source: string }) =>
    `<p>MDX van ${props.source}</p>${renderToString(<Island name="all-versions" props={{}} />)}`,
);
jest.mock("../../mdx/MdxBody", () => ({
  MdxBody: () => null,
  articleHtml: (props: { source: string }) => mockArticleHtml(props),
}));

/** A part with state of its own, to see that the islands in the body come alive. */
function MockVersions() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Versies: {count}
    </button>
  );
}
jest.mock("../../islands/AllVersions", () => ({ AllVersions: MockVersions }));

/** Lets the islands' imports settle and React finish: async act ends on a macrotask. */
const settle = () => act(async () => undefined);

const doc = { title: "Tabs", route: "/components/tabs", implementations: ["core"] };

beforeEach(() => {
  mockArticleHtml.mockClear();
  jest.mocked(navigate).mockClear();
});

describe("ArticleBody with the article's HTML in the page data", () => {
  const body =
    `<h2 id="gebruik">Gebruik</h2><p>Zie <a href="/components/accordion#gebruik">Accordion</a>.</p>` +
    renderToString(<Island name="all-versions" props={{}} />);

  it("shows that HTML as the article's body, without rendering the MDX", async () => {
    const { container } = render(
      <ArticleBody context={{ source: "content/docs/components/tabs.mdx", body }} route="/components/tabs" doc={doc} />,
    );
    await settle();
    expect(container.querySelector("[data-article-body]")?.innerHTML).toBe(body);
    expect(mockArticleHtml).not.toHaveBeenCalled();
  });

  it("routes the body's links in the app and brings its islands to life", async () => {
    render(
      <ArticleBody context={{ source: "content/docs/components/tabs.mdx", body }} route="/components/tabs" doc={doc} />,
    );
    await settle();

    expect(fireEvent.click(screen.getByRole("link", { name: "Accordion" }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/components/accordion#gebruik");
    fireEvent.click(screen.getByRole("button", { name: "Versies: 0" }));
    expect(screen.getByRole("button", { name: "Versies: 1" })).toBeInTheDocument();
  });

  it("writes the next page's HTML and brings its islands to life when the body changes", async () => {
    const { rerender } = render(
      <ArticleBody context={{ source: "content/docs/components/tabs.mdx", body }} route="/components/tabs" />,
    );
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Versies: 0" }));

    rerender(
      <ArticleBody
        context={{ source: "content/docs/intro.mdx", body: `<p>Intro</p>${body}` }}
        route="/components/tabs"
      />,
    );
    await settle();
    expect(screen.getByText("Intro")).toBeInTheDocument();
    // The next page's island starts from its own HTML, not the state of the previous one.
    fireEvent.click(screen.getByRole("button", { name: "Versies: 0" }));
    expect(screen.getByRole("button", { name: "Versies: 1" })).toBeInTheDocument();
  });
});

describe("ArticleBody without the article's HTML, as in `gatsby develop`", () => {
  it("renders the MDX file to HTML with what the page's MDX components know about it, and brings its islands to life", async () => {
    const { container } = render(
      <ArticleBody context={{ source: "content/docs/components/tabs.mdx" }} route="/components/tabs" doc={doc} />,
    );
    await settle();
    expect(mockArticleHtml).toHaveBeenCalledWith({
      source: "content/docs/components/tabs.mdx",
      route: "/components/tabs",
      doc,
    });
    expect(container.querySelector("[data-article-body] p")?.textContent).toBe(
      "MDX van content/docs/components/tabs.mdx",
    );
    fireEvent.click(screen.getByRole("button", { name: "Versies: 0" }));
    expect(screen.getByRole("button", { name: "Versies: 1" })).toBeInTheDocument();
  });

  it("leaves a blog post's MDX without a doc", async () => {
    render(<ArticleBody context={{ source: "content/blog/2024-01-01-welkom.mdx" }} route="/components/tabs" />);
    await settle();
    expect(mockArticleHtml).toHaveBeenCalledWith({
      source: "content/blog/2024-01-01-welkom.mdx",
      route: "/components/tabs",
      doc: undefined,
    });
  });
});
