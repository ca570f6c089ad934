import React, { Suspense } from "react";
import { hasMembers } from "../../lib/componentApi";
import { docsText } from "../../i18n/docs";
import { AdoptedHtml, useAdoptsServerHtml } from "../StaticHtml";
import { useDocContext } from "./DocContext";
import { lazyPart } from "./lazyPart";
import * as styles from "./styles.module.css";

// Hundreds of nodes without behaviour: their code loads only when a page reached in the app draws them.
const Tables = lazyPart(() => import("./ApiTables").then(({ ApiTables }) => ApiTables));

/**
 * The whole API of one web component, from content/web-components.json (never typed by hand). On
 * the first page the server's HTML of the tables is kept as it is (AdoptedHtml), so neither their
 * code nor their hydration is part of the page's start; the Suspense boundary matches the one the
 * server rendered around the lazily loaded tables.
 */
export function ComponentApi({ tag }: { tag: string }) {
  const adopt = useAdoptsServerHtml();
  const api = useDocContext().componentApi.find((candidate) => candidate.tag === tag);
  // The build checks every tag, so this only happens if the page context is stale.
  if (!api) throw new Error(`No API metadata for <${tag}>`);
  if (!hasMembers(api)) return <p>{docsText("api.none", { tag: `<${tag}>` })}</p>;
  if (!adopt) return <Tables api={api} />;
  return (
    <Suspense fallback={null}>
      <AdoptedHtml className={styles.api} />
    </Suspense>
  );
}
