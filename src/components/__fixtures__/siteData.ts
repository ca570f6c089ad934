/**
 * Shared data for the snapshot tests of pages, templates and the shell: what the site's static
 * queries return, and page props as Gatsby hands them to a page. Each snapshot is an outline
 * (./outline.ts) of the part its test names; after an intended change run `npx jest -u` and
 * review the diff like code (docs/developers.md, "Snapshot tests").
 */
import { useStaticQuery } from "gatsby";
import type { PageProps } from "gatsby";
import type { Author } from "../../blog/shared/blogPageShapes";

/** What the site's static queries return, in the shape of src/docs/ui/useDocSidebar.ts and src/search/client/useSearchFiles.ts. */
export const staticData = {
  docSidebar: {
    items: [
      { type: "link", label: "Introductie", route: "/intro", categoryPath: null },
      { type: "category", label: "Componenten", route: "/components/", categoryPath: "components" },
    ],
    categories: [
      {
        path: "components",
        items: [
          { type: "link", label: "Accordion", route: "/components/accordion", categoryPath: null },
          { type: "link", label: "Alert", route: "/components/alert", categoryPath: null },
        ],
      },
    ],
  },
  localSearchSite: { indexUrl: "/static/search.index.json", storeUrl: "/static/search.store.json" },
};

/** For beforeEach: the static queries answer with staticData, and the versions site never answers, so nothing leaves the test. */
export function answerSiteQueries(): void {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
}

export const author: Author = {
  key: "kernteam",
  name: "Kernteam DSO Toolkit",
  title: "Bouwt en onderhoudt de componenten",
};
export const recent = [
  { year: "", items: [{ title: "DSO Toolkit v81.0.0", route: "/blog/2025/11/04/dso-toolkit-81.0.0" }] },
];

const location = (pathname: string) => ({ pathname, search: "", hash: "" }) as PageProps["location"];

export const pageProps = <Data, Context>(data: Data, pageContext: Context, pathname = "/") =>
  ({ data, pageContext, location: location(pathname) }) as unknown as PageProps<Data, Context>;
