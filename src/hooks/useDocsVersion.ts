import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import type { DocsVersion } from "../node/sidebar";

/** The docs version data (one version, `current`), shared by every page through one static query. */
export function useDocsVersion(): DocsVersion {
  const data = useStaticQuery<Queries.DocsVersionQuery>(graphql`
    query DocsVersion {
      docsVersion(id: { eq: "docs-version-current" }) {
        json
      }
    }
  `);
  const json = data.docsVersion?.json;
  return useMemo(() => {
    if (!json) throw new Error("The docs version data is missing from the build");
    return JSON.parse(json) as DocsVersion;
  }, [json]);
}
