import type { CreatePagesArgs } from "gatsby";
import path from "node:path";
import { siteConfig } from "@site-config";
import { assembleSidebar } from "../shared/sidebarShapes";
import type { WebComponent } from "../../article/shared/webComponentApi";
import {
  componentApiFor,
  deprecationProblems,
  unshownComponents,
} from "../../../plugins/content-model/componentApiPages";
import { pageExampleProblems } from "../../article/build/pageExamples";
import { apiUseProblems } from "../../article/build/apiUse";
import { sourceProblems } from "../../article/shared/componentSources";
import { readDescriptions, requireRelease } from "../../../plugins/content-model/releaseFiles";
import { descriptionGaps, problemLabel } from "../../article/shared/apiDescriptions";
import { headTitles } from "./headTitles";
import { componentHistory, pageNames } from "./componentHistory";
import { analyseBody } from "../../../plugins/content-model/mdxAnalysis";
import { breadcrumbs, paginator } from "../../../plugins/content-model/buildSidebar";
import { validateDocReferences } from "../../node/validateConfig";

/**
 * Gatsby's side of the docs, like src/blog/build/createBlogPages.ts for the blog: reads the Doc nodes and
 * creates one page each, with everything the page shows beyond its MDX (breadcrumbs, previous and
 * next, head title, component API) worked out here, once, so the browser only renders it.
 */

const docTemplate = path.resolve("src/templates/doc.tsx");

export async function createDocPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">): Promise<void> {
  const result = await graphql<Queries.DocPagesQuery>(`
    query DocPages {
      allDoc {
        nodes {
          id
          title
          route
          docId
          sourcePath
          implementations
          status
          categoryLabels
          mdx {
            body
          }
        }
      }
      docSidebar {
        items {
          type
          label
          route
          categoryPath
        }
        categories {
          path
          items {
            type
            label
            route
            categoryPath
          }
        }
      }
      allBlogPost {
        nodes {
          version
          route
        }
      }
      allWebComponent {
        nodes {
          tag
          private
          deprecated
          source
          dependsOn
          props {
            name
            attribute
            type
            default
            required
            deprecated
            description
          }
          events {
            name
            detail
            deprecated
            description
          }
          methods {
            name
            signature
            deprecated
            description
          }
          slots {
            name
            description
          }
          parts {
            name
            description
          }
          cssProperties {
            name
            description
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs", result.errors);
    return;
  }
  const { allDoc, docSidebar, allWebComponent, allBlogPost } = result.data;
  const sidebar = assembleSidebar(docSidebar);
  try {
    // The navbar's doc and sidebar references can only be checked once the docs are known.
    validateDocReferences(siteConfig, {
      sidebars: { docs: sidebar },
      docIds: new Set(allDoc.nodes.map((doc) => doc.docId)),
    });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const metadata = allWebComponent.nodes;
  const release = requireRelease();
  const posts = new Map(allBlogPost.nodes.flatMap((post) => (post.version ? [[post.version, post.route]] : [])));
  const titles = headTitles(
    allDoc.nodes.map((doc) => ({ route: doc.route, title: doc.title, trail: doc.categoryLabels })),
  );
  const pagesByTag = new Map<string, string[]>();
  // Every page's problems are gathered and reported at once: in a build, panicOnBuild ends the process.
  const problems: string[] = [];
  for (const doc of allDoc.nodes) {
    let componentApi: WebComponent[];
    try {
      componentApi = componentApiFor(doc.mdx.body, doc.sourcePath, metadata);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    for (const { tag } of componentApi) pagesByTag.set(tag, [...(pagesByTag.get(tag) ?? []), doc.sourcePath]);
    const analysis = analyseBody(doc.mdx.body, doc.sourcePath);
    problems.push(
      ...pageExampleProblems(
        analysis,
        release.stories.stories,
        doc.implementations,
        doc.route,
        release.release.version,
      ),
      ...sourceProblems(doc.route, doc.implementations, release.sources).map(
        (problem) => `${doc.sourcePath}: ${problem}`,
      ),
      ...deprecationProblems(doc.sourcePath, doc.status, componentApi),
      // Maintainers' guides show made-up components to explain how to write new ones.
      ...(doc.sourcePath.startsWith("content/docs/voor-maintainers/")
        ? []
        : apiUseProblems(analysis, metadata).map((problem) => `${doc.sourcePath}:${problem.replace(/^line /, "")}`)),
    );
    actions.createPage({
      path: doc.route,
      component: docTemplate,
      context: {
        // The template's query reads the page's Doc node by this id (src/templates/doc.tsx).
        id: doc.id,
        source: doc.sourcePath,
        headTitle: titles.get(doc.route),
        crumbs: breadcrumbs(sidebar, doc.route, doc.title),
        ...paginator(sidebar, doc.route),
        // Component pages list the releases that changed them; other pages have no history.
        history:
          doc.implementations.length > 0
            ? {
                until: release.release.version,
                entries: componentHistory(pageNames(doc.title, doc.route), release.history.releases, posts),
              }
            : undefined,
      },
    });
  }
  problems.push(
    ...unshownComponents(metadata, pagesByTag).map((problem) => `content/release/api.json: ${problem}`),
    ...descriptionGaps(release.api.components, readDescriptions()).map(
      (gap) => `content/api-descriptions.json: ${problemLabel(gap)} ${gap.problem}`,
    ),
  );
  if (problems.length > 0)
    reporter.panicOnBuild(
      `The docs do not match release ${release.release.version} (content/release/; docs/authors.md, "Documenting a new release"), ${problems.length} problem(s):\n${problems.join("\n")}`,
    );
}
