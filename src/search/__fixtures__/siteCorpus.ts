import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyseMdx } from "../../../plugins/content-model/mdxAnalysis";
import { docRoute, isContentFile, parsePostFileName } from "../../../plugins/content-model/routes";
import { componentApiFor, readComponentMetadata } from "../../../plugins/content-model/componentApiPages";
import type { SearchPage } from "../build/searchEntries";
import { sitePages } from "../build/sitePages";

/** Every doc page and post of content/ and the site pages, as the search index sees them (breadcrumbs aside). */
export function siteCorpus(root = path.resolve(__dirname, "../../..")): SearchPage[] {
  const metadata = readComponentMetadata(root);
  const docsDir = path.join(root, "content/docs");
  const docs = (readdirSync(docsDir, { recursive: true }) as string[])
    .filter(isContentFile)
    .map((file) => ({ file: path.join(docsDir, file), route: docRoute(file), breadcrumb: ["Documentatie"] }));
  const blogDir = path.join(root, "content/blog");
  const posts = readdirSync(blogDir)
    .filter(isContentFile)
    .map((file) => ({
      file: path.join(blogDir, file),
      route: parsePostFileName(file).route,
      breadcrumb: ["Blog"],
      post: true,
    }));
  const mdx = [...docs, ...posts].map(({ file, route, breadcrumb, ...rest }) => {
    const { frontMatter: data, body } = analyseMdx(readFileSync(file, "utf8"), file);
    const api = componentApiFor(body, file, metadata);
    return {
      route,
      title: String(data.title),
      description: data.description as string | undefined,
      keywords: data.keywords as string[] | undefined,
      body,
      breadcrumb,
      api,
      sourcePath: file,
      headingsOnly: "post" in rest,
    };
  });
  return [...sitePages("Documentatie"), ...mdx.sort((a, b) => a.route.localeCompare(b.route, "en"))];
}
