/**
 * Snapshots of the page templates and the shell, rendered from small fixture data. Each is an
 * outline (src/components/__fixtures__/outline.ts) of the part the test names, so a snapshot stays short enough to review. After an intended change: `npx jest -u`, and review the diff like code.
 */
import { act, render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { PageProps } from "gatsby";
import React from "react";
import type { ArchivePageContext, Author, AuthorsPageContext, ListPageContext, PostPageContext } from "../../lib/blogPages";
import type { Sidebar } from "../../lib/sidebar";
import NotFound from "../../pages/404";
import ComponentsOverview from "../../pages/components";
import Home from "../../pages/index";
import SearchPage from "../../pages/search";
import BlogArchiveTemplate from "../../templates/blog-archive";
import BlogAuthorsTemplate from "../../templates/blog-authors";
import BlogListTemplate from "../../templates/blog-list";
import { BlogPost } from "../BlogPost";
import { DocPage } from "../DocPage/DocPage";
import { DocSidebar } from "../DocSidebar";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";
import { outline } from "../__fixtures__/outline";
import { ColorModeProvider } from "../../hooks/useColorMode";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box and the search page only need it to exist.
jest.mock("../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

/** What the site's static queries return, in the shape of src/hooks/useDocSidebar.ts and src/search/client/useSearchFiles.ts. */
const staticData = {
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

const sidebar: Sidebar = [
  { type: "link", label: "Introductie", href: "/intro" },
  { type: "category", label: "Componenten", href: "/components/", items: [{ type: "link", label: "Accordion", href: "/components/accordion" }, { type: "link", label: "Alert", href: "/components/alert" }] },
];
const author: Author = { key: "kernteam", name: "Kernteam DSO Toolkit", title: "Bouwt en onderhoudt de componenten" };
const recent = [{ year: "", items: [{ title: "DSO Toolkit v81.0.0", route: "/blog/2025/11/04/dso-toolkit-81.0.0" }] }];
const location = (pathname: string) => ({ pathname, search: "", hash: "" }) as PageProps["location"];
// Gatsby hands MDX templates their compiled body as children, which PageProps does not type.
const withBody = <P,>(template: React.ComponentType<P>) => template as unknown as React.ComponentType<Omit<P, "children"> & { children: React.ReactNode }>;
const DocTemplate = withBody(DocPage);
const PostTemplate = withBody(BlogPost);
const pageProps = <Data, Context>(data: Data, pageContext: Context, pathname = "/") => ({ data, pageContext, location: location(pathname) }) as unknown as PageProps<Data, Context>;

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
  // The version selector asks the versions site; here it never answers, so nothing leaves the test.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe("page templates", () => {
  it("doc page: breadcrumbs, title, component status, body and previous/next", () => {
    const data = {
      mdx: {
        frontmatter: { title: "Accordion", description: "Klapt inhoud in en uit.", status: "stable", implementations: ["core", "react"] },
        fields: { route: "/components/accordion" },
        tableOfContents: { items: [{ url: "#gebruik", title: "Gebruik" }] },
      },
    };
    const context = {
      id: "mdx-accordion",
      componentApi: [],
      headTitle: "Accordion",
      crumbs: [
        { label: "Componenten", href: "/components/" },
        { label: "Accordion", href: "/components/accordion" },
      ],
      previous: { label: "Componenten", href: "/components/" },
      next: { label: "Alert", href: "/components/alert" },
    };
    const { container } = render(
      <DocTemplate {...pageProps(data as unknown as Queries.DocPageQuery, context, "/components/accordion")}>
        <h2 id="gebruik">Gebruik</h2>
        <p>Gebruik een accordion voor lange, optionele inhoud.</p>
      </DocTemplate>,
    );
    expect(outline(container.querySelector("article")?.parentElement ?? null)).toMatchSnapshot();
  });

  it("blog post: header with date, reading time and authors, body, newer and older", () => {
    const data = { mdx: { frontmatter: { title: "DSO Toolkit v80.0.0", description: null }, fields: { route: "/blog/2025/10/30/dso-toolkit-80.0.0", date: "2025-10-30" }, tableOfContents: {} } };
    const context: PostPageContext = {
      id: "mdx-80",
      authors: [author],
      readingTime: "2 minuten leestijd",
      newer: { title: "DSO Toolkit v81.0.0", route: "/blog/2025/11/04/dso-toolkit-81.0.0" },
      older: { title: "DSO Toolkit v79.0.0", route: "/blog/2025/09/18/dso-toolkit-79.0.0" },
      recent,
    };
    const { container } = render(
      <PostTemplate {...pageProps(data as unknown as Queries.BlogPostPageQuery, context, "/blog/2025/10/30/dso-toolkit-80.0.0")}>
        <p>Deze release vernieuwt de Accordion.</p>
      </PostTemplate>,
    );
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });

  it("blog list: the posts with excerpt and read-more link, and the pager", () => {
    const context: ListPageContext = {
      pagination: { page: 2, pageCount: 3, skip: 10, limit: 10, path: "/blog/page/2", newer: "/blog", older: "/blog/page/3" },
      posts: [{ title: "DSO Toolkit v70.0.0", route: "/blog/2025/03/31/dso-toolkit-70.0.0", date: "2025-03-31", authors: [author], readingTime: "1 minuut leestijd", excerpt: [{ tag: "p", children: ["De ", { tag: "strong", children: ["Modal"] }, " is vernieuwd."] }] }],
      recent,
    };
    const { container } = render(<BlogListTemplate {...pageProps({}, context, "/blog/page/2")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });

  it("blog archive: posts grouped by year", () => {
    const context: ArchivePageContext = {
      years: [
        { year: "2025", items: [{ title: "DSO Toolkit v81.0.0", route: "/blog/2025/11/04/dso-toolkit-81.0.0", date: "2025-11-04" }] },
        { year: "2024", items: [{ title: "DSO Toolkit v67.0.0", route: "/blog/2024/11/25/dso-toolkit-67.0.0", date: "2024-11-25" }] },
      ],
    };
    const { container } = render(<BlogArchiveTemplate {...pageProps({}, context, "/blog/archive")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });

  it("blog authors: each team with its post count", () => {
    const context: AuthorsPageContext = { authors: [{ ...author, postCount: 12 }, { key: "ontwerp", name: "Ontwerpteam", title: "Ontwerpt de patronen", url: "https://www.dso-toolkit.nl", postCount: 1 }] };
    const { container } = render(<BlogAuthorsTemplate {...pageProps({}, context, "/blog/authors")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});

describe("pages", () => {
  it("home: tagline, roles, latest posts and the components link", () => {
    const data = {
      posts: { nodes: [{ frontmatter: { title: "DSO Toolkit v81.0.0", description: "Nieuwe Tabs." }, fields: { route: "/blog/2025/11/04/dso-toolkit-81.0.0", date: "2025-11-04" } }] },
      components: { totalCount: 42 },
    };
    const { container } = render(<Home {...pageProps(data as unknown as Queries.HomeQuery, {})} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });

  it("components overview: the filters and a row per component", () => {
    const data = {
      allMdx: {
        nodes: [
          { frontmatter: { title: "Accordion", description: "Klapt inhoud in en uit.", status: "stable", keywords: [], implementations: ["core", "react"] }, fields: { route: "/components/accordion" } },
          { frontmatter: { title: "Banner", description: null, status: "deprecated", keywords: null, implementations: [] }, fields: { route: "/components/banner" } },
        ],
      },
    };
    const { container } = render(<ComponentsOverview {...pageProps(data as unknown as Queries.ComponentsOverviewQuery, {}, "/components/")} />);
    expect(outline(container.querySelector("table"))).toMatchSnapshot();
  });

  it("search page: before a query, the field and the invitation", async () => {
    // The page starts loading the search files at once; let that settle before looking.
    const { container } = await act(async () => render(<SearchPage />));
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });

  it("not-found page: the message and the ways on", () => {
    const { container } = render(<NotFound {...pageProps({}, {}, "/bestaat-niet")} />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});

describe("shell", () => {
  it("navbar: brand and the configured items", () => {
    const { container } = render(
      <ColorModeProvider>
        <Navbar path="/components/accordion" />
      </ColorModeProvider>,
    );
    expect(outline(container.querySelector("nav"))).toMatchSnapshot();
  });

  it("sidebar: the current page's category open, the page marked", () => {
    const { container } = render(<DocSidebar sidebar={sidebar} path="/components/alert" />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });

  it("footer: link columns and copyright", () => {
    const { container } = render(<Footer />);
    expect(outline(container.firstElementChild)).toMatchSnapshot();
  });
});
