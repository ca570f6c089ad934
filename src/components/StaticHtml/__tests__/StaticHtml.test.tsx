import { act } from "@testing-library/react";
import { navigate } from "gatsby";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { AdoptedHtml, hydrated, hydrationStarts, useAdoptsServerHtml } from "..";

// As ComponentApi uses them: the server's HTML on the first page, its own render after.
function Table({ label }: { label: string }) {
  if (useAdoptsServerHtml()) return <AdoptedHtml className="api" />;
  return (
    <div className="api">
      <p>{label}</p>
      <a href="/components/tabs">Tabs</a>
    </div>
  );
}

describe("AdoptedHtml", () => {
  afterEach(() => hydrated());

  it("renders its children when no hydration is under way", async () => {
    const container = document.createElement("div");
    const { createRoot } = await import("react-dom/client");
    await act(async () => createRoot(container).render(<Table label="eigen render" />));
    expect(container.querySelector(".api p")?.textContent).toBe("eigen render");
  });

  it("keeps the server's HTML while the first page hydrates, and routes its links in the app", async () => {
    const container = document.createElement("div");
    // What the server rendered for <Table label="van de server" />.
    container.innerHTML = '<div class="api"><p>van de server</p><a href="/components/tabs">Tabs</a></div>';
    document.body.appendChild(container);
    hydrationStarts();
    // Rendered with other children than the server's: React must neither walk nor replace them.
    await act(async () => {
      hydrateRoot(container, <Table label="anders" />);
    });
    expect(container.querySelector(".api p")?.textContent).toBe("van de server");
    const link = container.querySelector("a")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/components/tabs");
    container.remove();
  });
});
