import React from "react";
import type { Crumb } from "../../shared/sidebarShapes";
import { docsText } from "../../../i18n/docs";
import { Pager } from "../../../components/Pager";

/** "Vorige" / "Volgende" in sidebar order. */
export function DocPaginator({ previous, next }: { previous?: Crumb; next?: Crumb }) {
  return (
    <Pager
      label={docsText("paginator.label")}
      previous={previous && { ...previous, kind: docsText("paginator.previous") }}
      next={next && { ...next, kind: docsText("paginator.next") }}
    />
  );
}
