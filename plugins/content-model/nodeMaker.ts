import type { Node, SourceNodesArgs } from "gatsby";

/**
 * Makes the nodes of the content model (plugins/content-model/schema.ts): each node's id comes from its type
 * and a key, so nodes can point at each other before both exist, and a node made from a file's
 * Mdx node becomes its child, so GraphiQL shows the two together.
 */
export function nodeMaker({
  actions,
  createNodeId,
  createContentDigest,
}: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">) {
  const make = (type: string, key: string, data: Record<string, unknown>, parent?: Node) => {
    const node = {
      ...data,
      id: createNodeId(`${type} ${key}`),
      parent: parent?.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(data) },
    };
    actions.createNode(node);
    if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node });
  };
  return { make };
}
