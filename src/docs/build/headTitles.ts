/**
 * Every page needs its own <title>, but two docs may share a heading (the
 * Search Bar component and the Search Bar form group). Those get their
 * innermost category in the <title>; the h1 keeps the title as written.
 */
export interface TitledPage {
  route: string;
  title: string;
  /** Labels of the sidebar categories that hold the page, outermost first. */
  trail: readonly string[];
}

export function headTitles(pages: readonly TitledPage[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const page of pages) count.set(page.title, (count.get(page.title) ?? 0) + 1);
  return new Map(
    pages.map((page) => {
      const category = [...page.trail].reverse().find((label) => label !== page.title);
      const shared = (count.get(page.title) ?? 0) > 1;
      return [page.route, shared && category ? `${page.title} (${category})` : page.title];
    }),
  );
}
