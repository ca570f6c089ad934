import { normalizeBasePath, versionOf } from "./src/lib/paths";
import type { SiteConfig } from "./src/types/config";

/**
 * The one site configuration: every field is read by the code its name points to (see the
 * comments in src/types/config.ts, whose schema src/node/validateConfig.ts checks at build start).
 */
const repository = "https://github.com/dso-toolkit/dso-toolkit";
// Every release and branch is built under its own base path (/master/, /81.0.0/, /_2890/); the
// version in playground addresses follows it (docs/operators.md, "Versions of the site and the playground").
const baseUrl = normalizeBasePath(process.env.GATSBY_BASE_PATH || "/master/");
const playground = `https://storybook.dso-toolkit.nl/${versionOf(baseUrl)}`;

export const siteConfig: SiteConfig = {
  title: "DSO Toolkit",
  tagline: "Design System",
  url: "https://www.dso-toolkit.nl",
  baseUrl,
  favicon: "/favicon.svg",
  locales: ["nl"],
  defaultLocale: "nl",
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  titleDelimiter: "|",
  copyrightYear: 2025,
  blog: {
    showReadingTime: true,
    postsPerPage: 10,
    sidebarGroupByYear: true,
    sidebarCount: 5,
    feedTypes: "all",
    feedLimit: 20,
  },
  navbar: {
    title: "DSO Toolkit",
    hideOnScroll: true,
    items: [
      { type: "docSidebar", sidebarId: "docs", label: "Documentatie", position: "left" },
      { type: "default", to: "/blog", label: "Blog", position: "left" },
      { type: "default", href: playground, label: "Playground", position: "left" },
      { type: "default", href: repository, label: "GitHub", position: "right" },
      { type: "dsoVersionSelector", position: "right" },
      { type: "search", position: "right" },
    ],
  },
  footer: {
    style: "dark",
    links: [
      {
        title: "Community",
        items: [
          { label: "Slack", href: "https://dso-toolkit.slack.com/" },
          { label: "Uitnodiging voor Slack", href: "https://dso-toolkit.slack.com/join/shared_invite" },
          { label: "Issues", href: `${repository}/issues` },
        ],
      },
      {
        title: "NPM",
        items: ["dso-toolkit", "@dso-toolkit/core", "@dso-toolkit/angular", "@dso-toolkit/react"].map((name) => ({
          label: name,
          href: `https://www.jsdelivr.com/package/npm/${name}`,
        })),
      },
      {
        title: "Meer",
        items: [
          { label: "Blog", to: "/blog" },
          { label: "GitHub", href: repository },
          { label: "Toegankelijkheid", to: "/toegankelijkheid" },
        ],
      },
    ],
    copyright: "Copyright © {year} DSO Toolkit",
  },
  announcementBar: {
    id: "nieuwe-site-2025",
    content: "Dit is de vernieuwde documentatie van de DSO Toolkit. Mis je iets? Meld het via GitHub Issues.",
    backgroundColor: "#8b4a6a",
    textColor: "#ffffff",
    isCloseable: true,
  },
  links: {
    versionsSite: process.env.GATSBY_VERSIONS_SITE_URL || "https://www.dso-toolkit.nl",
    playground,
    playgroundFrames: process.env.GATSBY_PLAYGROUND_FRAMES || "/!{playground}/{version}/iframe.html",
    cdnFiles: process.env.GATSBY_CDN_FILES || "https://cdn.dso-toolkit.nl/dso-toolkit/{version}/{path}",
    sourceTree: `${repository}/tree/{ref}/{path}`,
    issue: `${repository}/issues/{number}`,
  },
  searchContexts: ["components", "voor-maintainers"],
};
