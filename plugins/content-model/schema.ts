/**
 * The GraphQL content model, as authors see it in GraphiQL (`npm run develop`, then
 * http://localhost:8000/___graphql). Every type is explicit (`@dontInfer`), so a field exists
 * only when it is written here, and every type and field says in plain words what it holds.
 * plugins/content-model/sourceNodes.ts makes the nodes.
 */

/**
 * gatsby-plugin-mdx's own Mdx type, made explicit. Gatsby lets only the site itself, not another
 * plugin, customize a plugin's type without a warning, so the site's gatsby-node.ts creates it.
 */
export const MDX_TYPE = `
  """A compiled .md or .mdx file of content/docs or content/blog (gatsby-plugin-mdx); Doc and BlogPost are the typed views of it."""
  type Mdx implements Node @dontInfer {
    "The file's MDX below its front matter."
    body: String!
    "The file's front matter, as written."
    frontmatter: MdxFrontmatter!
    "What the build adds to each file: its kind, route and source (plugins/content-model/mdxFields.ts). Query Doc or BlogPost instead."
    fields: MdxFields!
    "The page's table of contents, { items: [{ url, title, items }] }: its headings from tableOfContents.minHeadingLevel to maxHeadingLevel of site.config.ts (plugins/content-model/tableOfContents.ts)."
    toc: JSON!
  }
`;

export const CONTENT_TYPES = `
  """The front matter of a content file."""
  type MdxFrontmatter {
    "The page title; required."
    title: String!
    "One sentence about the page."
    description: String
    "Extra search words."
    keywords: [String!]
    "The page's place in the sidebar."
    sidebar_position: Int
    "Component pages: stable or deprecated."
    status: String
    "Component pages: core, html-css, angular, react."
    implementations: [String!]
    "Posts: keys from content/blog/authors.yml."
    authors: [String!]
    "Docs: true for a page that is built but left out of the sidebar, the search and the sitemap."
    unlisted: Boolean
  }
  # Pages, templates and the search index query Doc and BlogPost. These three fields stay on Mdx
  # for the build's readers of Mdx nodes themselves: the typed nodes are made from them
  # (plugins/content-model/mdxFields.ts), the link check names the file behind each route
  # (plugins/post-build/linkCheckHook.ts), and the table of contents names the file in its errors
  # (plugins/content-model/tocResolvers.ts). gatsby-plugin-mdx itself needs none of them.
  """The fields the build adds to a content file; the typed nodes Doc and BlogPost hold these and more."""
  type MdxFields {
    "doc or post."
    kind: String!
    "The page's address below the base path."
    route: String!
    "The file, such as content/docs/intro.mdx."
    sourcePath: String!
  }

  """A documentation page: one .md or .mdx file under content/docs."""
  type Doc implements Node @dontInfer {
    "The page title from the front matter; the page shows it as its h1."
    title: String!
    "One sentence about the page, from the front matter; search engines show it."
    description: String
    "Extra search words from the front matter."
    keywords: [String!]!
    "The page's address below the base path, such as /components/accordion; a category's own page ends in a slash."
    route: String!
    "The file's path below content/docs without extension and number prefixes, such as components/accordion."
    docId: String!
    "The page's place among its siblings in the sidebar (front matter sidebar_position); pages without one come last."
    sidebarPosition: Int
    "For component pages: stable or deprecated."
    status: String
    "For component pages: the implementations it has (core, html-css, angular, react)."
    implementations: [String!]!
    "True for a page that is built and reachable by its address, but left out of the sidebar, the search and the sitemap (front matter unlisted)."
    unlisted: Boolean!
    "The innermost sidebar category that holds the page; empty for pages at the top of the sidebar."
    category: DocCategory
    "The labels of the sidebar categories that hold the page, outermost first."
    categoryLabels: [String!]!
    "The file the page is written in, such as content/docs/components/accordion.mdx."
    sourcePath: String!
    "The compiled MDX node of the file: its body, headings and table of contents."
    mdx: Mdx! @link(from: "parent")
  }

  """A category of the docs sidebar: a folder under content/docs, labelled by its _category_.yml or its own page."""
  type DocCategory @dontInfer {
    "The folder below content/docs, such as components/form-group."
    path: String!
    "The label in the sidebar and the breadcrumbs."
    label: String!
    "The category's place among its siblings in the sidebar; categories without one come last."
    position: Int
    "The route of the category's own page, if it has one."
    route: String
    "The pages directly in this category, in sidebar order."
    docs: [Doc!]!
    "The categories directly in this category, in sidebar order."
    subcategories: [DocCategory!]!
    "Everything directly in this category, pages and categories mixed, in sidebar order."
    items: [DocSidebarItem!]!
  }

  """One entry of the docs sidebar: a link to a page, or a category with entries of its own."""
  type DocSidebarItem @dontInfer {
    "link or category."
    type: String!
    "The text shown in the sidebar."
    label: String!
    "The page the entry leads to; a category without a page of its own has none."
    route: String
    "For a category: the folder of its DocCategory, whose items are the entries inside it."
    categoryPath: String
    "For a category: its DocCategory node."
    category: DocCategory
  }

  """The docs sidebar: the navigation tree beside every documentation page (query it as docSidebar)."""
  type DocSidebar @dontInfer {
    "The top-level entries, in sidebar order."
    items: [DocSidebarItem!]!
    "Every category, outer before inner; each holds its own entries."
    categories: [DocCategory!]!
  }

  """A release post: one file content/blog/YYYY-MM-DD-slug.mdx."""
  type BlogPost implements Node @dontInfer {
    "The post's title from the front matter."
    title: String!
    "One sentence about the post, from the front matter; search engines and the feeds show it."
    description: String
    "The publication date from the file name, as YYYY-MM-DD."
    date: Date! @dateformat
    "The part of the file name after the date, such as dso-toolkit-67.0.0."
    slug: String!
    "The post's address below the base path, such as /blog/2024/11/25/dso-toolkit-67.0.0."
    route: String!
    "The DSO Toolkit version the post announces, taken from the slug; empty when the slug names none."
    version: String
    "The team roles that wrote the post, from content/blog/authors.yml."
    authors: [BlogAuthor!]! @link(by: "key", from: "authorKeys")
    "The keys under authors in the front matter, as written; the build stops when one is not in content/blog/authors.yml."
    authorKeys: [String!]!
    "The estimated reading time, as the post header shows it."
    readingTime: String!
    "The text before the truncate marker (or the first paragraph), as plain text; list pages show it."
    excerpt: String!
    "What the RSS, Atom and JSON feeds say about the post: its description, or else its excerpt."
    feedSummary: String!
    "The file the post is written in."
    sourcePath: String!
    "The compiled MDX node of the file: its body and table of contents."
    mdx: Mdx! @link(from: "parent")
  }

  """An author of release posts: a team role from content/blog/authors.yml."""
  type BlogAuthor implements Node @dontInfer {
    "The key that posts list under authors in their front matter."
    key: String!
    "The name shown with the post."
    name: String!
    "What the team does, shown below the name."
    title: String!
    "A page about the team, if any."
    url: String
  }

  """A web component of the DSO Toolkit with its API, from the synced release (content/release/api.json) and its Dutch descriptions (content/api-descriptions.json)."""
  type WebComponent implements Node @dontInfer {
    "The element name, such as dso-accordion."
    tag: String!
    "True for internal parts of another component; those get no API block of their own."
    private: Boolean!
    "True when the release marks the whole component deprecated."
    deprecated: Boolean!
    "The component's source in the DSO Toolkit repository."
    source: String!
    "Its properties."
    props: [WebComponentProperty!]!
    "The events it sends."
    events: [WebComponentEvent!]!
    "Its public methods."
    methods: [WebComponentMethod!]!
    "Its slots; the one without a name is the default slot."
    slots: [WebComponentSlot!]!
    "Its shadow parts, styleable with ::part()."
    parts: [WebComponentMember!]!
    "The CSS custom properties it reads."
    cssProperties: [WebComponentMember!]!
    "The tags of the components it uses inside."
    dependsOn: [String!]!
  }

  """A property of a web component."""
  type WebComponentProperty @dontInfer {
    "The JavaScript property name."
    name: String!
    "The HTML attribute; empty when the property can only be set from JavaScript."
    attribute: String
    "Its TypeScript type."
    type: String!
    "Its default value; empty when it has none."
    default: String
    "True when the component needs it."
    required: Boolean!
    "True when the release marks it deprecated."
    deprecated: Boolean!
    "What it does, in Dutch."
    description: String!
  }

  """An event that a web component sends."""
  type WebComponentEvent @dontInfer {
    "The event name, such as dsoToggle."
    name: String!
    "The type of the event's detail."
    detail: String!
    "True when the release marks it deprecated."
    deprecated: Boolean!
    "When it comes and what it carries, in Dutch."
    description: String!
  }

  """A public method of a web component."""
  type WebComponentMethod @dontInfer {
    "The method name."
    name: String!
    "Its TypeScript signature."
    signature: String!
    "True when the release marks it deprecated."
    deprecated: Boolean!
    "What it does, in Dutch."
    description: String!
  }

  """A slot of a web component."""
  type WebComponentSlot @dontInfer {
    "The slot name; empty for the default slot."
    name: String
    "What belongs in it, in Dutch."
    description: String!
  }

  """A shadow part or CSS custom property of a web component."""
  type WebComponentMember @dontInfer {
    "The part or custom property name."
    name: String!
    "What it is for, in Dutch."
    description: String!
  }
`;
