import { graphql, useStaticQuery } from "gatsby";
import type { SearchFiles } from "./searchClient";

/** Only the two file addresses travel with every page; the files themselves load on the first interaction or use (ui/SearchBox). */
export function useSearchFiles(): SearchFiles {
  const data = useStaticQuery<Queries.SearchFilesQuery>(graphql`
    query SearchFiles {
      localSearchSite {
        indexUrl
        storeUrl
      }
    }
  `);
  if (!data.localSearchSite) throw new Error("The search index is missing from the build (gatsby-plugin-local-search)");
  return data.localSearchSite;
}
