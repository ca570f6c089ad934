import { parse } from "yaml";
import { z } from "zod";

/**
 * The schemas of what authors write besides the MDX: the front matter of docs and posts, the docs'
 * `_category_.yml` and the blog's `authors.yml`. The build's types of these come from the schemas,
 * and every error names the file and the field.
 */

/** `["navbar", "items", 6, "type"]` → `navbar.items[6].type`. */
export function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`))
    .join("");
}

/**
 * A schema's problem in words, the field first (`status must be …`): the one wording of the errors that
 * `checked` throws and of the problems the check before the build lists (plugins/content-model/preflight.ts).
 */
export function issueText(issue: z.core.$ZodIssue): string {
  return [fieldOf(issue.path), issue.message].filter(Boolean).join(" ");
}

/** `data` as `schema` reads it; else an error naming the file and the first bad field (`say` words it). */
export function checked<T extends z.ZodType>(
  schema: T,
  data: unknown,
  file: string,
  say: (issue: z.core.$ZodIssue) => string = issueText,
): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file}: ${say(result.error.issues[0])}`);
  return result.data;
}

/** Parses a YAML file and checks it against `schema`; errors name the file (and yaml's message its line). */
export function readYaml<T extends z.ZodType>(
  source: string,
  file: string,
  schema: T,
  say?: (issue: z.core.$ZodIssue) => string,
): z.output<T> {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  return checked(schema, data, file, say);
}

/** The one title rule, for docs and posts alike: text that is not empty. */
export const pageTitle = z
  .string({ error: "must be set: the page has no title" })
  .refine((value) => value.trim() !== "", { error: "must be set: the page has no title" });

/**
 * A doc's front matter. Two readers check it against this schema: the check before the build, with
 * each bad field's line (plugins/content-model/preflight.ts), and the making of the Doc node from
 * what gatsby-plugin-mdx parsed (plugins/content-model/docsModel.ts), which also covers a file that
 * `gatsby develop` sees change after it started. YAML's empty value (null) counts as left out.
 */
export const docFrontMatter = z.object({
  title: pageTitle,
  description: z.string().nullish(),
  keywords: z.array(z.string({ error: "must be text" }), { error: "must be a list" }).nullish(),
  sidebar_position: z.number({ error: "must be a number" }).nullish(),
  sidebar_label: z.string().nullish(),
  status: z
    .enum(["stable", "deprecated"], {
      error: (issue) => `must be "stable" or "deprecated", got "${String(issue.input)}"`,
    })
    .nullish(),
  implementations: z.array(z.string({ error: "must be text" }), { error: "must be a list" }).nullish(),
  unlisted: z.boolean({ error: "must be true or false" }).nullish(),
});
export type DocFrontMatter = z.output<typeof docFrontMatter>;

/**
 * A post's front matter, checked as a doc's is (above); its authors are resolved against authors.yml
 * in createPages (src/blog/build/createBlogPages.ts).
 */
export const postFrontMatter = z.object({
  title: pageTitle,
  description: z.string().nullish(),
  authors: z.array(z.string(), { error: "must be a list of author keys" }).nullish(),
});

/** The schema of a content file's front matter by its folder (`content/docs/…`, `content/blog/…`); undefined elsewhere. */
export function frontMatterSchemaOf(file: string): z.ZodType | undefined {
  const folder = file.split("/")[1];
  return folder === "docs" ? docFrontMatter : folder === "blog" ? postFrontMatter : undefined;
}

/** A docs folder's `_category_.yml`. */
export const categoryFile = z.object(
  {
    label: z.string({ error: "must be text" }).optional(),
    position: z.number({ error: "must be a number" }).optional(),
    /** A route to use as the category's page when the folder has no index doc. */
    link: z.string({ error: "must be a route" }).optional(),
  },
  { error: "must be a mapping with label and position" },
);
export type CategoryMeta = z.output<typeof categoryFile>;

/** `content/blog/authors.yml`: author keys, each with a name, a title and an optional http(s) address. */
export const authorsFile = z.record(
  z.string(),
  z.object({
    name: z.string().refine((value) => value.trim() !== ""),
    title: z.string().refine((value) => value.trim() !== ""),
    url: z
      .string()
      .refine((value) => /^https?:\/\//.test(value))
      .optional(),
  }),
  { error: "must map author keys to authors" },
);
export type AuthorMap = z.output<typeof authorsFile>;

/** An authors.yml problem in the words of the file's readers: which author, which field. */
export function authorProblem({ path, message }: z.core.$ZodIssue): string {
  const [key, field] = path.map(String);
  if (field === undefined) return key === undefined ? message : `author "${key}" must have a name and a title`;
  return field === "url"
    ? `author "${key}" has a "url" that is not an http(s) address`
    : `author "${key}" needs a "${field}"`;
}
