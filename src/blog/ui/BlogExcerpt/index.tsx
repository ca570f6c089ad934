import React from "react";
import type { ExcerptNode } from "../../shared/blogPageShapes";
import { MdxLink } from "../../../article/mdx/MdxLink";

function render(node: ExcerptNode, key: number): React.ReactNode {
  if (typeof node === "string") return node;
  const children = node.children.map(render);
  // Links in an excerpt are written like links in the post, so they route the same way.
  if (node.tag === "a")
    return (
      <MdxLink key={key} href={node.href}>
        {children}
      </MdxLink>
    );
  if (node.tag === "br" || node.tag === "hr") return React.createElement(node.tag, { key });
  return React.createElement(node.tag, { key }, children);
}

/** A post's text up to its truncate marker, prepared at build time (plugins/content-model/excerpt). */
export function BlogExcerpt({ nodes, className }: { nodes: ExcerptNode[]; className?: string }) {
  return <div className={className}>{nodes.map(render)}</div>;
}
