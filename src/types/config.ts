/**
 * The one site configuration (site.config.ts): its schema, which src/node/validateConfig.ts checks
 * when gatsby-config.ts loads, and its types, inferred from the schema. The browser's code imports
 * the types only, so zod stays out of the bundles.
 */
import { z } from "zod";

/** The blog's feed formats; src/blog/shared/feedTypes.ts names their files and media types, one per type. */
const FEED_TYPES = ["rss", "atom", "json"] as const;
export type FeedType = (typeof FEED_TYPES)[number];

const show = (value: unknown) => JSON.stringify(value);
const text = z.string().refine((value) => value.trim() !== "", "must be a non-empty string");
const httpAddress = z
  .string()
  .refine((value) => /^https?:\/\//.test(value), { error: (issue) => `"${issue.input}" is not an http(s) address` });
/** An address with a `{name}` the code fills in. */
const addressWith = (name: string, what: string) =>
  httpAddress.refine((value) => value.includes(`{${name}}`), {
    error: (issue) => `"${issue.input}" has no {${name}} for ${what}`,
  });
const hexColour = z.string().refine((value) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value), {
  error: (issue) => `"${issue.input}" is not a hex colour`,
});
const trueOrFalse = z.boolean({ error: "must be true or false" });

/** A link of the navbar or footer: a route below the base path (`to`) or an external address (`href`). */
const link = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      label: text,
      /** Internal route below the base path, e.g. `/blog`. */
      to: z.string().optional(),
      /** External address; shown as external to screen readers. */
      href: z.string().optional(),
      ...shape,
    })
    .check((context) => {
      const item = context.value as { to?: string; href?: string };
      const problem =
        (item.to === undefined) === (item.href === undefined)
          ? 'needs exactly one of "to" or "href"'
          : item.to !== undefined && !item.to.startsWith("/")
            ? '"to" must start with "/"'
            : item.href !== undefined && !/^https?:\/\//.test(item.href)
              ? '"href" must be an http(s) address'
              : undefined;
      if (problem) context.issues.push({ code: "custom", input: item, message: `${problem} in ${show(item)}` });
    });

/** Navbar items sit left of the title area or right of it. */
const position = z.enum(["left", "right"]).optional();
const defaultItem = link({ type: z.literal("default"), position });
const SIMPLE_ITEM_TYPES = [
  "search",
  "localeDropdown",
  "docsVersion",
  "docsVersionDropdown",
  "dsoVersionSelector",
] as const;

const navbarItem = z.discriminatedUnion(
  "type",
  [
    defaultItem,
    z.object({ type: z.literal("doc"), position, docId: z.string(), label: text }),
    z.object({ type: z.literal("docSidebar"), position, sidebarId: z.string(), label: text }),
    z.object({ type: z.literal("dropdown"), position, label: text, items: z.array(defaultItem).min(1) }),
    z.object({ type: z.literal("html"), position, value: text }),
    z.object({ type: z.enum(SIMPLE_ITEM_TYPES), position }),
  ],
  {
    error: (issue) =>
      `unknown navbar item type in ${show(issue.input)}; known types: default, dropdown, html, doc, docSidebar, ${SIMPLE_ITEM_TYPES.join(", ")}`,
  },
);

const colorMode = z.object({
  /** The mode of a visitor without a choice of their own (and of the server-rendered HTML). */
  defaultMode: z.enum(["light", "dark"], { error: 'must be "light" or "dark"' }),
  /** Hides the colour-mode switch; a choice stored earlier is then ignored. */
  disableSwitch: trueOrFalse,
  /** A visitor without a stored choice gets their system's light or dark preference instead of defaultMode. */
  respectPrefersColorScheme: trueOrFalse,
});

/** Which headings of a page its table of contents lists (plugins/content-model/tableOfContents.ts). */
const tableOfContents = z
  .object({ minHeadingLevel: z.number(), maxHeadingLevel: z.number() })
  .refine(({ minHeadingLevel: min, maxHeadingLevel: max }) => min >= 2 && max <= 6 && min <= max, {
    error: (issue) => {
      const { minHeadingLevel, maxHeadingLevel } = issue.input as { minHeadingLevel: number; maxHeadingLevel: number };
      return `levels must satisfy 2 ≤ min ≤ max ≤ 6, got ${minHeadingLevel}–${maxHeadingLevel}`;
    },
  });

const announcementBar = z.object({
  /** Changing the id makes a dismissed bar show again. */
  id: text,
  content: text,
  backgroundColor: hexColour,
  textColor: hexColour,
  isCloseable: z.boolean(),
});

/** Who reads a field is named where it is not obvious; every field is read somewhere. */
export const siteConfigSchema = z
  .object({
    /** Page titles (Seo), the home page, the feeds. */
    title: text,
    /** The home page's title line and the description of pages without their own. */
    tagline: text,
    /** The production origin: canonical addresses, sitemap, robots.txt, feeds. */
    url: text.refine((value) => /^https?:\/\/[^/]+$/.test(value), {
      error: (issue) => `must be an origin without a trailing slash, got "${issue.input}"`,
    }),
    baseUrl: z.string().refine((value) => /^\/(?:[\w.-]+\/)*$/.test(value), {
      error: (issue) =>
        `must be "/" or path segments of letters, digits, "_", "-" and "." between slashes, got "${issue.input}" (GATSBY_BASE_PATH)`,
    }),
    /** Linked from every page's head (gatsby-ssr.tsx). */
    favicon: text,
    /** The language menu of the version selector. */
    locales: z.array(z.string()).min(1, "must list at least one locale"),
    defaultLocale: z.string(),
    /** The head script that sets the mode before paint (src/lib/headScripts.ts), useColorMode and the switch. */
    colorMode,
    tableOfContents,
    titleDelimiter: text,
    copyrightYear: z.int("must be a year"),
    /** The blog pages (plugins/content-model/blogModel.ts), its post header, and the feeds (src/blog/shared/feedTypes.ts). */
    blog: z.object({
      showReadingTime: z.boolean(),
      postsPerPage: z.number().positive("must be positive"),
      sidebarGroupByYear: z.boolean(),
      sidebarCount: z.number(),
      feedTypes: z.union([z.literal("all"), z.array(z.enum(FEED_TYPES))], {
        error: (issue) => `must be "all" or a list of ${FEED_TYPES.join(", ")}, got ${show(issue.input)}`,
      }),
      feedLimit: z.number(),
    }),
    navbar: z.object({ title: z.string(), hideOnScroll: trueOrFalse, items: z.array(navbarItem) }),
    footer: z.object({
      style: z.enum(["dark", "light"]),
      links: z.array(z.object({ title: text, items: z.array(link({})) })),
      copyright: z.string(),
    }),
    announcementBar: announcementBar.optional(),
    /** Addresses that components build links and frames from; the navbar and footer spell theirs out in their items. */
    links: z.object({
      versionsSite: httpAddress,
      /** The playground of this site's version, for visitors (navbar, "Open in de playground"). */
      playground: httpAddress,
      /**
       * Where the live examples' story frames come from: `{playground}` is `storybook`, or `angular`
       * for Angular stories, and `{version}` the site's version. Same origin in production, or a
       * maintainer's own playground (GATSBY_PLAYGROUND_FRAMES).
       */
      playgroundFrames: z.string().refine((value) => /^(https?:\/\/|\/)/.test(value), {
        error: (issue) =>
          `"${issue.input}" is neither a root-relative path nor an http(s) address (GATSBY_PLAYGROUND_FRAMES)`,
      }),
      /**
       * A file of the dso-toolkit package on the design system's CDN, for the illustrations: `{version}`
       * is the release the site documents (content/release/), `{path}` the file's path in the package.
       */
      cdnFiles: addressWith("path", "the file in the package"),
      /**
       * A folder of the design system's repository, for a component page's "Broncode" links: `{ref}` is
       * the tag of the site's release (`v81.0.0`), or `master`; `{path}` the folder (src/article/shared/componentSources.ts).
       */
      sourceTree: addressWith("path", "the component's folder"),
      /** An issue of the design system's issue tracker, for a component's history; `{number}` is the issue's number. */
      issue: addressWith("number", "the issue's number"),
    }),
    /** Paths (below the base path) whose pages search within their own section. */
    searchContexts: z.array(z.string()),
  })
  .refine((config) => config.locales.includes(config.defaultLocale), {
    path: ["defaultLocale"],
    error: (issue) => `"${(issue.input as { defaultLocale: string }).defaultLocale}" is not in locales`,
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = z.infer<typeof navbarItem>;
export type NavbarItemType = NavbarItem["type"];
export type ColorModeConfig = z.infer<typeof colorMode>;
/** `blog.feedTypes`: every feed, or the listed ones. */
export type FeedTypesSetting = SiteConfig["blog"]["feedTypes"];
export type TableOfContentsConfig = z.infer<typeof tableOfContents>;
