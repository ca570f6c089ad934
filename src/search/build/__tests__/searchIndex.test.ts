import { LEADS, lead, navbarLabels, searchDocuments, searchPages } from "../searchIndex";
import { expandStore } from "../../__fixtures__/expandStore";
import type { RawStore } from "../../engine/store";
import { siteConfig } from "@site-config";
import { knopComponent } from "../../__fixtures__/knopComponent";

const page = (route: string, title: string, body: string, description: string | null = null) => ({
  route,
  title,
  description,
  sourcePath: `content${route}.mdx`,
  mdx: { body, frontmatter: { keywords: null } },
});
const longDescription =
  "Een knop laat de gebruiker een actie starten, zoals een formulier versturen of een venster openen en weer sluiten.";
const data = {
  allDoc: {
    nodes: [
      {
        ...page(
          "/components/knop",
          "Knop",
          "## Gebruik\n\n" + "Een knop start een actie. ".repeat(10) + '\n\n## API\n\n<ComponentApi tag="dso-knop" />',
          longDescription,
        ),
        keywords: ["drukknop"],
        categoryLabels: ["Componenten"],
      },
    ],
  },
  allBlogPost: { nodes: [page("/blog/2024/01/01/x", "Release 1", "Tekst.")] },
};

const metadata = [knopComponent()];

describe("searchPages", () => {
  it("gives docs the navbar item plus sidebar categories, posts the blog item, in the order of their routes", () => {
    const pages = searchPages(data, navbarLabels(siteConfig), metadata);
    expect(pages.map((page) => [page.route, page.breadcrumb, page.keywords])).toEqual([
      ["/blog/2024/01/01/x", ["Blog"], null],
      ["/components/knop", ["Documentatie", "Componenten"], ["drukknop"]],
    ]);
  });

  it("gives each page the API metadata it shows, and names an unknown tag", () => {
    expect(
      searchPages(data, navbarLabels(siteConfig), metadata).map((page) => page.api?.map((component) => component.tag)),
    ).toEqual([[], ["dso-knop"]]);
    expect(() => searchPages(data, navbarLabels(siteConfig), [])).toThrow(
      'content/components/knop.mdx: <ComponentApi tag="dso-knop" /> names a web component',
    );
  });
});

describe("searchDocuments", () => {
  const documents = searchDocuments(searchPages(data, { docs: "Documentatie", blog: "Blog" }, metadata));

  it("stores page fields once, no text of a section (only its term count) and a cut description, which expands back to the hit fields", () => {
    const store: RawStore = {};
    for (const { id, _: terms, ...record } of documents) store[id] = JSON.parse(JSON.stringify(record));
    const entries = expandStore(store);
    const content = entries.find((entry) => entry.kind === "content" && entry.route === "/components/knop")!;
    expect(content).toMatchObject({
      section: "Gebruik",
      route: "/components/knop",
      anchor: "#gebruik",
      breadcrumb: ["Documentatie", "Componenten"],
      page: "Knop",
      cut: true,
    });
    expect(content.text).toBe("");
    expect(LEADS.content).toBe(0);
    expect(content.length).toBe(30); // knop, start, actie ×10: the whole text counts, not the lead
    expect(store[content.id].route).toBeUndefined();
    const description = entries.find((entry) => entry.kind === "description")!;
    expect(description).toMatchObject({
      text: "Een knop laat de gebruiker een actie starten, zoals een formulier versturen of een venster openen en",
      cut: true,
    });
    expect(LEADS.description).toBe(100);
  });

  it("sends the term count of cut texts only, as the browser can count the others", () => {
    for (const document of documents)
      expect(document.termCount).toBe(document.cut ? document._.split(" ").length : undefined);
  });

  it("indexes the members an API block shows by name", () => {
    const api = documents.find((document) => document.kind === "content" && document.anchor === "#api")!;
    expect(api._.split(" ")).toEqual(
      expect.arrayContaining(["returnfocus", "return-focus", "dsoclick", "return", "focus", "click"]),
    );
  });

  it("gives the same documents when a page changes between two runs as a first run would", () => {
    const labels = { docs: "Documentatie", blog: "Blog" };
    const changed = {
      ...data,
      allBlogPost: {
        nodes: [
          { ...data.allBlogPost.nodes[0], mdx: { ...data.allBlogPost.nodes[0].mdx, body: "## Nieuw\n\nTekst." } },
        ],
      },
    };
    // Pages that are as they were keep the terms of the run before (gatsby develop indexes after every edit).
    expect(searchDocuments(searchPages(data, labels, metadata))).toEqual(documents);
    const again = searchDocuments(searchPages(changed, labels, metadata));
    let fresh: typeof again = [];
    jest.isolateModules(() => {
      const first = jest.requireActual<typeof import("../searchIndex")>("../searchIndex");
      fresh = first.searchDocuments(first.searchPages(changed, labels, metadata));
    });
    expect(again).toEqual(fresh);
    expect(again.find((document) => document.text === "Nieuw")?._).toBe("nieuw");
  });

  it("indexes stemmed terms without stop words", () => {
    const content = documents.find((document) => document.kind === "content" && document.anchor === "#gebruik")!;
    expect(content._.split(" ").slice(0, 3)).toEqual(["knop", "start", "actie"]);
  });

  it("indexes a post's title, description and headings, and none of its text", () => {
    const post = searchPages(data, { docs: "Documentatie", blog: "Blog" }, metadata).find((page) =>
      page.route.startsWith("/blog/"),
    )!;
    const kinds = searchDocuments([{ ...post, body: "Inleiding.\n\n## Modal\n\nDe Modal is veranderd." }]).map(
      (document) => [document.kind, document._],
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["title", expect.any(String)],
        ["heading", "modal"],
      ]),
    );
    expect(kinds.filter(([kind]) => kind === "content")).toEqual([]);
  });
});

describe("lead", () => {
  it("cuts at a word boundary", () => {
    expect(lead("aaa bbb ccc", 9)).toEqual({ text: "aaa bbb", cut: true });
    expect(lead("kort", 9)).toEqual({ text: "kort", cut: false });
  });
});
