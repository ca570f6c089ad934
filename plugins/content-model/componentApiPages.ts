import type { WebComponent } from "../../src/article/shared/webComponentApi";
import { describedApi } from "../../src/article/shared/apiDescriptions";
import { readDescriptions, requireRelease } from "./releaseFiles";
import { MdxError, analyseBody, attributeValues, type MdxAnalysis } from "./mdxAnalysis";

export type { WebComponent } from "../../src/article/shared/webComponentApi";

/**
 * The web-component API of the release the site documents (content/release/api.json) with the Dutch
 * description of each member (content/api-descriptions.json); a file that does not parse is an error naming it.
 */
export function readComponentMetadata(projectDir = process.cwd()): WebComponent[] {
  return describedApi(requireRelease(projectDir).api.components, readDescriptions(projectDir));
}

/**
 * The tags whose API block a page shows with `<ComponentApi tag="…" />`, once each, in page order.
 * A ComponentApi element without a tag names the file, line and column.
 */
export function apiTagsIn(page: MdxAnalysis): string[] {
  const tags = page.elements
    .filter((element) => element.name === "ComponentApi")
    .map((element) => {
      const { tag } = attributeValues(element);
      if (typeof tag !== "string" || tag === "")
        throw new MdxError(page.file, element.line, element.column, '<ComponentApi> needs a tag="dso-…"');
      return tag;
    });
  return [...new Set(tags)];
}

/**
 * The API metadata a page needs, found from its `<ComponentApi tag="…" />` uses. `body` is the MDX
 * after the front matter, as the page's Mdx node holds it (its analysis, plugins/content-model/mdxAnalysis.ts, is
 * the one the check before the build made). Unknown and private tags name the file.
 */
export function componentApiFor(body: string, file: string, metadata: readonly WebComponent[]): WebComponent[] {
  return apiTagsIn(analyseBody(body, file)).map((tag) => {
    const meta = metadata.find((candidate) => candidate.tag === tag);
    if (!meta)
      throw new Error(
        `${file}: <ComponentApi tag="${tag}" /> names a web component that is not in content/release/api.json`,
      );
    if (meta.private)
      throw new Error(
        `${file}: <ComponentApi tag="${tag}" /> shows an internal component; say on the page that it is not for direct use instead`,
      );
    return meta;
  });
}

/** Every public web component needs a page that shows its API; `pagesByTag` maps tag → pages that do. */
export function unshownComponents(metadata: readonly WebComponent[], pagesByTag: Map<string, string[]>): string[] {
  return metadata
    .filter((component) => !component.private && !pagesByTag.get(component.tag)?.length)
    .map(
      (component) =>
        `<${component.tag}> has no page that shows its API: add <ComponentApi tag="${component.tag}" /> to the page that describes it`,
    );
}

/**
 * A page that shows the API of a component the release marks deprecated must say so in its status,
 * which the page's header and the component overview show.
 */
export function deprecationProblems(file: string, status: string | null, shown: readonly WebComponent[]): string[] {
  if (status === "deprecated") return [];
  return shown
    .filter((component) => component.deprecated)
    .map(
      (component) =>
        `${file}: the release marks <${component.tag}> deprecated; set status: deprecated in the front matter and say what to use instead`,
    );
}
