import { siteConfig } from "@site-config";
import type { SiteConfig } from "../../types/config";
import { buildSidebar } from "../../../plugins/content-model/buildSidebar";
import { ConfigError, validateConfig, validateDocReferences } from "../validateConfig";

const clone = (): SiteConfig => JSON.parse(JSON.stringify(siteConfig));
const docs = {
  sidebars: { docs: buildSidebar([{ relativePath: "intro.mdx", route: "/intro", title: "Introductie" }]) },
  docIds: new Set(["intro"]),
};

describe("validateConfig", () => {
  it("accepts the site configuration as site.config.ts has it", () => {
    expect(() => validateConfig(siteConfig)).not.toThrow();
    expect(() => validateDocReferences(siteConfig, docs)).not.toThrow();
    expect(siteConfig).toMatchObject({
      title: "DSO Toolkit",
      tagline: "Design System",
      baseUrl: "/master/",
      locales: ["nl"],
      colorMode: { defaultMode: "light", disableSwitch: false },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      titleDelimiter: "|",
      copyrightYear: 2025,
    });
    expect(siteConfig.footer.links.map((column) => column.title)).toEqual(["Community", "NPM", "Meer"]);
  });

  it("names an unknown navbar item", () => {
    const config = clone();
    (config.navbar.items as unknown[]).push({ type: "fancy", label: "X" });
    expect(() => validateConfig(config)).toThrow(ConfigError);
    expect(() => validateConfig(config)).toThrow(
      /navbar\.items\[6\]\.type: unknown navbar item type in \{"type":"fancy","label":"X"\}/,
    );
  });

  it("names a docSidebar item whose sidebar has no link, or does not exist", () => {
    const config = clone();
    config.navbar.items[0] = { type: "docSidebar", sidebarId: "docs", label: "Documentatie" };
    expect(() => validateDocReferences(config, { sidebars: { docs: [] }, docIds: new Set() })).toThrow(
      'navbar.items[0]: sidebar "docs" has no link to point to in {"type":"docSidebar","sidebarId":"docs","label":"Documentatie"}',
    );
    config.navbar.items[0] = { type: "docSidebar", sidebarId: "api", label: "API" };
    expect(() => validateDocReferences(config, docs)).toThrow('navbar.items[0]: sidebar "api" does not exist');
  });

  it.each<[string, (config: SiteConfig) => void, string]>([
    ["baseUrl", (c) => (c.baseUrl = "master"), "baseUrl"],
    ["default locale", (c) => (c.defaultLocale = "en"), "defaultLocale"],
    ["colour mode", (c) => ((c.colorMode as { defaultMode: string }).defaultMode = "blue"), "colorMode.defaultMode"],
    [
      "system colour mode",
      (c) => ((c.colorMode as { respectPrefersColorScheme: unknown }).respectPrefersColorScheme = "ja"),
      "colorMode.respectPrefersColorScheme",
    ],
    ["toc levels", (c) => (c.tableOfContents.maxHeadingLevel = 1), "tableOfContents"],
    ["feed type", (c) => ((c.blog.feedTypes as string[]) = ["rss", "rdf"]), "blog.feedTypes"],
    ["footer link", (c) => (c.footer.links[0].items[0] = { label: "Slack" }), "footer.links[0].items[0]"],
    ["announcement colour", (c) => (c.announcementBar!.backgroundColor = "groen"), "announcementBar.backgroundColor"],
    ["versions site", (c) => (c.links.versionsSite = "ftp://x"), "links.versionsSite"],
    ["source tree", (c) => (c.links.sourceTree = "https://github.com/x/tree/master"), "links.sourceTree"],
    ["issue address", (c) => (c.links.issue = "https://github.com/x/issues"), "links.issue"],
    ["CDN address", (c) => (c.links.cdnFiles = "https://cdn.example/{version}/"), "links.cdnFiles"],
    [
      "dropdown entry",
      (c) =>
        c.navbar.items.push({ type: "dropdown", label: "Meer", items: [{ type: "default", label: " ", to: "/a" }] }),
      "navbar.items[6].items[0].label",
    ],
    ["html item", (c) => c.navbar.items.push({ type: "html", value: "" }), "navbar.items[6].value"],
    ["copyright year", (c) => (c.copyrightYear = 2025.5), "copyrightYear"],
  ])("names the bad field: %s", (_name, breakIt, field) => {
    const config = clone();
    breakIt(config);
    expect(() => validateConfig(config)).toThrow(`Site configuration error in ${field}:`);
  });

  it("names a doc item whose doc does not exist, also inside a dropdown", () => {
    const config = clone();
    config.navbar.items.push({ type: "doc", docId: "weg", label: "Weg" });
    expect(() => validateConfig(config)).not.toThrow();
    expect(() => validateDocReferences(config, docs)).toThrow(
      'Site configuration error in navbar.items[6]: doc "weg" does not exist',
    );
  });
});
