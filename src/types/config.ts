/** Shapes of the one site configuration (site.config.ts). */
import type { FeedTypesSetting } from "../lib/feeds";

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
  | DefaultNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DropdownNavbarItem
  | HtmlNavbarItem
  | SimpleNavbarItem;

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

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string;
  locales: string[];
  defaultLocale: string;
  colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  titleDelimiter: string;
  copyrightYear: number;
  siteVersion: string;
  blog: { showReadingTime: boolean; postsPerPage: number; sidebarGroupByYear: boolean; sidebarCount: number; feedTypes: FeedTypesSetting; feedLimit: number };
  navbar: { title: string; logo: { alt: string; src: string }; style: "primary" | "dark"; hideOnScroll: boolean; items: NavbarItem[] };
  footer: { style: "dark" | "light"; links: FooterColumn[]; copyright: string };
  announcementBar?: AnnouncementBarConfig;
  /** External addresses (decisions §6). */
  links: {
    versionsSite: string;
    /** The playground of this site's version, for visitors (navbar, "Open in de playground"). */
    playground: string;
    /**
     * Where the live examples' story frames come from: `{playground}` is `storybook`, or `angular`
     * for Angular stories, and `{version}` the site's version. Same origin in production.
     */
    playgroundFrames: string;
    repository: string;
    issues: string;
    chat: string;
    packagePage: string;
  };
  /** Paths (below the base path) whose pages search within their own section. */
  searchContexts: string[];
}
