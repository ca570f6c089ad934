import React from "react";
import { hasMembers } from "../../lib/componentApi";
import { articleText } from "../../i18n/article";
import { ApiTables } from "./ApiTables";
import { useDocContext } from "./DocContext";

/** The whole API of one web component, from content/web-components.json (never typed by hand). */
export function ComponentApi({ tag }: { tag: string }) {
  const api = useDocContext().componentApi.find((candidate) => candidate.tag === tag);
  // The build checks every tag (src/node/componentApi.ts), so this only happens with a stale cache.
  if (!api) throw new Error(`No API metadata for <${tag}>`);
  if (!hasMembers(api)) return <p>{articleText("api.none", { tag: `<${tag}>` })}</p>;
  return <ApiTables api={api} />;
}
