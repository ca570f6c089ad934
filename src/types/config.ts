/** Shapes of the one site configuration (site.config.ts). */

/** The blog's feed formats (src/blog/shared/feedTypes.ts names their files and media types). */
export type FeedType = "rss" | "atom" | "json";

/** `blog.feedTypes` of site.config.ts: every feed, or the listed ones. */
export type FeedTypesSetting = "all" | FeedType[];

interface NavbarItemBase {
  /** Navbar items sit left of the title area or right of it. */
  position?: "left" | "right";
}

export interface DefaultNavbarItem extends NavbarItemBase {
  type: "default";
  label: string;
  /** Internal route below the base path, e.g. `/blog`. */
  to?: string;
  /** External address; shown as external to screen readers. */
  href?: string;
}
export interface DocNavbarItem extends NavbarItemBase {
  type: "doc";
  docId: string;
  label: string;
}
export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: "docSidebar";
  sidebarId: string;
  label: string;
}
export interface DropdownNavbarItem extends NavbarItemBase {
  type: "dropdown";
  label: string;
  items: DefaultNavbarItem[];
}
export interface HtmlNavbarItem extends NavbarItemBase {
  type: "html";
  value: string;
}
export interface SimpleNavbarItem extends NavbarItemBase {
  type: "search" | "localeDropdown" | "docsVersion" | "docsVersionDropdown" | "dsoVersionSelector";
}

export type NavbarItem =
  DefaultNavbarItem | DocNavbarItem | DocSidebarNavbarItem | DropdownNavbarItem | HtmlNavbarItem | SimpleNavbarItem;

export type NavbarItemType = NavbarItem["type"];

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}
export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface AnnouncementBarConfig {
  /** Changing the id makes a dismissed bar show again. */
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface ColorModeConfig {
  /** The mode of a visitor without a choice of their own (and of the server-rendered HTML). */
  defaultMode: "light" | "dark";
  /** Hides the colour-mode switch; a choice stored earlier is then ignored. */
  disableSwitch: boolean;
  /** A visitor without a stored choice gets their system's light or dark preference instead of defaultMode. */
  respectPrefersColorScheme: boolean;
}

/** Which headings of a page its table of contents lists (src/node/tableOfContents.ts). */
export interface TableOfContentsConfig {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** Who reads a field is named where it is not obvious; every field is read somewhere. */
export interface SiteConfig {
  /** Page titles (Seo), the home page, the feeds. */
  title: string;
  /** The home page's title line and the description of pages without their own. */
  tagline: string;
  /** The production origin: canonical addresses, sitemap, robots.txt, feeds. */
  url: string;
  baseUrl: string;
  /** Linked from every page's head (gatsby-ssr.tsx). */
  favicon: string;
  /** The language menu of the version selector. */
  locales: string[];
  defaultLocale: string;
  /** The head script that sets the mode before paint (src/lib/headScripts.ts), useColorMode and the switch. */
  colorMode: ColorModeConfig;
  tableOfContents: TableOfContentsConfig;
  titleDelimiter: string;
  copyrightYear: number;
  /** The blog pages (src/blog/build/blogModel.ts), its post header, and the feeds (src/blog/shared/feedTypes.ts). */
  blog: {
    showReadingTime: boolean;
    postsPerPage: number;
    sidebarGroupByYear: boolean;
    sidebarCount: number;
    feedTypes: FeedTypesSetting;
    feedLimit: number;
  };
  navbar: { title: string; hideOnScroll: boolean; items: NavbarItem[] };
  footer: { style: "dark" | "light"; links: FooterColumn[]; copyright: string };
  announcementBar?: AnnouncementBarConfig;
  /** Addresses that components build links and frames from; the navbar and footer spell theirs out in their items. */
  links: {
    versionsSite: string;
    /** The playground of this site's version, for visitors (navbar, "Open in de playground"). */
    playground: string;
    /**
     * Where the live examples' story frames come from: `{playground}` is `storybook`, or `angular`
     * for Angular stories, and `{version}` the site's version. Same origin in production.
     */
    playgroundFrames: string;
    /**
     * A file of the dso-toolkit package on the design system's CDN, for the illustrations: `{version}`
     * is the release the site documents (content/release/), `{path}` the file's path in the package.
     */
    cdnFiles: string;
    /**
     * A folder of the design system's repository, for a component page's "Broncode" links: `{ref}` is
     * the tag of the site's release (`v81.0.0`), or `master`; `{path}` the folder (src/article/shared/componentSources.ts).
     */
    sourceTree: string;
    /** An issue of the design system's issue tracker, for a component's history; `{number}` is the issue's number. */
    issue: string;
  };
  /** Paths (below the base path) whose pages search within their own section. */
  searchContexts: string[];
}
