import { lead, navbarLabels, searchDocuments, searchPages } from "../searchIndex";
import { expandStore, type RawStore } from "../../engine/store";
import { siteConfig } from "../../../../site.config";

const node = (kind: string, route: string, title: string, body: string) => ({ body, frontmatter: { title }, fields: { kind, route, sourcePath: `content${route}.mdx` } });
const data = {
  allMdx: { nodes: [node("doc", "/components/knop", "Knop", "## Gebruik\n\n" + "Een knop start een actie. ".repeat(10)), node("post", "/blog/2024/01/01/x", "Release 1", "Tekst.")] },
  allDoc: { nodes: [{ route: "/components/knop", categoryLabels: ["Componenten"] }] },
};

describe("searchPages", () => {
  it("gives docs the navbar item plus sidebar categories, posts the blog item", () => {
    const pages = searchPages(data, navbarLabels(siteConfig));
    expect(pages.map((page) => [page.route, page.breadcrumb])).toEqual([
      ["/blog/2024/01/01/x", ["Blog"]],
      ["/components/knop", ["Documentatie", "Componenten"]],
    ]);
  });

  it("names a node of an unknown kind", () => {
    expect(() => searchPages({ ...data, allMdx: { nodes: [node("page", "/x", "X", "")] } }, { docs: "D", blog: "B" })).toThrow('content/x.mdx: unknown page kind "page"');
  });
});

describe("searchDocuments", () => {
  const documents = searchDocuments(searchPages(data, { docs: "Documentatie", blog: "Blog" }));

  it("stores page fields once and a cut lead for long content, which expands back to the hit fields", () => {
    const store: RawStore = {};
    for (const { id, _: terms, ...record } of documents) store[id] = JSON.parse(JSON.stringify(record));
    const entries = expandStore(store);
    const content = entries.find((entry) => entry.kind === "content" && entry.route === "/components/knop")!;
    expect(content).toMatchObject({ section: "Gebruik", route: "/components/knop", anchor: "#gebruik", breadcrumb: ["Documentatie", "Componenten"], page: "Knop", cut: true });
    expect(content.text.length).toBeLessThanOrEqual(60);
    expect(content.length).toBe(30); // knop, start, actie ×10: the whole text counts, not the lead
    expect(store[content.id].route).toBeUndefined();
  });

  it("sends every entry's term count, so the browser need not count them", () => {
    for (const document of documents) expect(document.termCount).toBe(document._ === "" ? 0 : document._.split(" ").length);
  });

  it("indexes stemmed terms without stop words", () => {
    const content = documents.find((document) => document.kind === "content" && document.text.startsWith("Een knop"))!;
    expect(content._.split(" ").slice(0, 3)).toEqual(["knop", "start", "actie"]);
  });
});

describe("lead", () => {
  it("cuts at a word boundary", () => {
    expect(lead("aaa bbb ccc", 9)).toEqual({ text: "aaa bbb", cut: true });
    expect(lead("kort", 9)).toEqual({ text: "kort", cut: false });
  });
});
