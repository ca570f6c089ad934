import { render } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import React from "react";
import { ErrorBoundary } from "../../../components/ErrorBoundary";
import { articleHtml } from "../MdxBody.browser";

function Article({ source }: { source: string }) {
  return <div dangerouslySetInnerHTML={{ __html: articleHtml({ source }) }} />;
}

describe("MdxBody in the browser build", () => {
  it("fails with an error naming the page's file, which the page's error boundary shows instead of a blank article", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { container } = render(
        <ErrorBoundary>
          <Article source="content/docs/intro.mdx" />
        </ErrorBoundary>,
      );
      expect(container.textContent).toContain("Deze pagina is gecrasht.");
      expect(errors.mock.calls.flat().map(String).join("\n")).toContain(
        "content/docs/intro.mdx: the page's data has no article body",
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the styles of the article's components", () => {
  it("are imported for every CSS module of src/article/mdx, whose components render only on the server", () => {
    const mdx = path.resolve(__dirname, "..", "..", "mdx");
    const modules = readdirSync(mdx, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".module.css"))
      .map((file) => `../mdx/${file.split(path.sep).join("/")}`);
    const imported = [
      ...readFileSync(path.resolve(__dirname, "../MdxBody.browser.tsx"), "utf8").matchAll(/^import "([^"]+)";$/gm),
    ].map((match) => match[1]);
    expect(modules).not.toEqual([]);
    expect(modules.filter((file) => !imported.includes(file))).toEqual([]);
  });
});
