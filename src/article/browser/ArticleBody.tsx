import React, { useEffect, useRef } from "react";
import { ARTICLE_BODY, type ArticleContext } from "../shared/articleContext";
import type { DocContextValue } from "../shared/DocContext";
import { onArticleClick, onArticleLinkIntent, prefetchInView } from "./clicks";
import { mountIslands } from "../islands/islands";
import { articleHtml, MdxBody } from "../mdx/MdxBody";

interface Props {
  context: ArticleContext;
  /** The page's route below the base path: the article's links to it get `aria-current="page"`. */
  route: string;
  /** What the MDX components of a doc page know about it; a blog post has none. */
  doc?: Omit<DocContextValue, "componentApi">;
}

/**
 * The body of a page's article. The server renders the MDX file (MdxBody); in the browser the body
 * is that HTML, from the page's data: on the first page React keeps the server's copy without
 * walking it, after a navigation it writes it. The parts with behaviour are small: one click
 * handler for links and copy buttons, prefetching of the data of linked pages (on pointing, focus
 * and when a link comes into view), and islands for the live examples and the versions list. A
 * link to the page itself has `aria-current="page"` in the server's HTML, so in the data as well.
 * `gatsby develop` has no built HTML: it renders the MDX to HTML in the browser and goes on from
 * there as a built page does, so an author sees what visitors get.
 */
export function ArticleBody({ context, route, doc }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The server always renders the MDX: the HTML in its page data is the previous build's. So does
  // `gatsby develop`, which may serve page data that a build wrote before
  // (docs/decisions/0025-the-development-server-shows-the-mdx-as-it-is-after-any-build.md). A built
  // page without its HTML in the data fails with an error naming the file (MdxBody.browser.tsx).
  const body =
    typeof window === "undefined"
      ? undefined
      : process.env.NODE_ENV !== "development" && context.body !== undefined
        ? context.body
        : articleHtml({ source: context.source, route, doc });
  useEffect(() => {
    if (body === undefined) return undefined;
    const unmount = mountIslands(ref.current!);
    const unobserve = prefetchInView(ref.current!);
    return () => {
      unmount();
      unobserve();
    };
  }, [body]);
  const attributes = {
    ref,
    [ARTICLE_BODY]: "",
    onClick: onArticleClick,
    onMouseOver: onArticleLinkIntent,
    onFocus: onArticleLinkIntent,
  };
  // The handlers only delegate events of links and buttons (Enter on those is a click too), so the
  // box needs no role or key handler.
  if (body !== undefined) return <div {...attributes} dangerouslySetInnerHTML={{ __html: body }} />;
  return (
    <div {...attributes}>
      <MdxBody source={context.source} route={route} doc={doc} />
    </div>
  );
}
