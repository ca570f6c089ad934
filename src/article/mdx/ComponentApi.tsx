import React from "react";
import { hasMembers } from "../shared/webComponentApi";
import { articleText } from "../../i18n/article";
import { ApiTables } from "./ApiTables";
import { useDocContext } from "../shared/DocContext";

/** The whole API of one web component, from the synced release (never typed by hand). */
export function ComponentApi({ tag }: { tag: string }) {
  const api = useDocContext().componentApi.find((candidate) => candidate.tag === tag);
  // The build checks every tag (plugins/content-model/componentApiPages.ts), so this only happens with a stale cache.
  if (!api) throw new Error(`No API metadata for <${tag}>`);
  if (!hasMembers(api)) return <p>{articleText("api.none", { tag: `<${tag}>` })}</p>;
  return <ApiTables api={api} />;
}
