import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RawStore } from "../engine/store";
import { packIndex, packStore, type FlexExport } from "../worker/transport";

/**
 * Serves the plugin's index and store in the compact transport encoding
 * (src/search/worker/transport.ts) as two more fields of its LocalSearchSite node,
 * `indexUrl` and `storeUrl`. The plugin's own `publicIndexURL` and `publicStoreURL`
 * would write its unencoded files; nothing asks for them, so they are never written.
 * A resolver, not onPostBuild, so `gatsby develop` serves the same files. The
 * name hashes the written text: the files may be cached for good, so a change of
 * encoding must change the address, which the plugin's node digest would not.
 */
interface LocalSearchNode {
  index: string;
  store: RawStore;
}

export function writeSearchFile(dir: string, kind: "index" | "store", text: string): string {
  const name = `search-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.${kind}.json`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), text);
  return name;
}

export const packedIndexText = (node: LocalSearchNode) =>
  JSON.stringify(packIndex(JSON.parse(node.index) as FlexExport));
export const packedStoreText = (node: LocalSearchNode) => JSON.stringify(packStore(node.store));

export function searchFileResolvers(pathPrefix: string, dir = path.resolve("public", "static")) {
  // Static queries resolve the fields more than once; one encoding and write per node and field is enough.
  const written = new Map<string, string>();
  const field = (kind: "index" | "store", pack: (node: LocalSearchNode) => string) => ({
    type: "String!",
    resolve: (node: LocalSearchNode & { internal: { contentDigest: string } }) => {
      const key = `${node.internal.contentDigest}.${kind}`;
      if (!written.has(key)) written.set(key, writeSearchFile(dir, kind, pack(node)));
      return `${pathPrefix}/static/${written.get(key)}`;
    },
  });
  return { LocalSearchSite: { indexUrl: field("index", packedIndexText), storeUrl: field("store", packedStoreText) } };
}
