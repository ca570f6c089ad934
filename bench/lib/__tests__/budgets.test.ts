import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUDGETS, jsBudgetKB, measuredPages } from "../budgets";

describe("budgets", () => {
  it("measures one page per template, the newest post among them", () => {
    const project = mkdtempSync(path.join(tmpdir(), "dso-budgets-"));
    try {
      mkdirSync(path.join(project, "content", "blog"), { recursive: true });
      for (const name of ["2024-01-02-old.mdx", "2025-11-04-dso-toolkit-81.0.0.mdx", "authors.yml"])
        writeFileSync(path.join(project, "content", "blog", name), "");
      expect(measuredPages(project)).toEqual({
        "/master/": "",
        "/master/components/accordion": "components/accordion",
        "/master/blog": "blog",
        "/master/search?q=knop": "search?q=knop",
        "/master/blog/2025/11/04/dso-toolkit-81.0.0": "blog/2025/11/04/dso-toolkit-81.0.0",
      });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("holds every page to the doc page's JS budget, but the search page and the page with working examples", () => {
    expect(jsBudgetKB("/master/blog")).toBe(BUDGETS.jsKB);
    expect(jsBudgetKB("/master/search?q=knop")).toBe(BUDGETS.jsSearchPageKB);
    expect(jsBudgetKB("/master/components/accordion (met werkende voorbeelden)")).toBe(BUDGETS.jsWithStoriesKB);
    // The doc page too, though its first live example is in view.
    expect(jsBudgetKB("/master/components/accordion")).toBe(BUDGETS.jsKB);
  });
});
