import { createContext, useContext } from "react";
import type { WebComponent } from "./webComponentApi";
import type { ComponentHistoryData } from "./historyShapes";

/** What MDX components on a doc page know about that page (set by the doc template). */
export interface DocContextValue {
  title: string;
  /** The page's route below the base path, such as `/components/accordion`. */
  route: string;
  implementations: string[];
  componentApi: WebComponent[];
  /** A component page's releases; other pages have none. */
  history?: ComponentHistoryData;
}

export const DocContext = createContext<DocContextValue>({
  title: "",
  route: "/",
  implementations: [],
  componentApi: [],
});
export const useDocContext = () => useContext(DocContext);

/** The route of the page whose article is rendered (below the base path), on doc pages and posts alike. */
export const PageRouteContext = createContext<string | undefined>(undefined);
