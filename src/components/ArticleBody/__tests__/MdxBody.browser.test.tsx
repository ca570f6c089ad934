import { render } from "@testing-library/react";
import React from "react";
import { ErrorBoundary } from "../../ErrorBoundary";
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
