import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { assembleSidebar, type Sidebar } from "../shared/sidebarShapes";

/**
 * The docs sidebar, for the sidebar itself and the navbar. One static query, so Gatsby ships its
 * result once and every page shares it; it holds only what the sidebar draws (labels, routes, and
 * which category each entry sits in), flat, and is put back into a tree here.
 */
export function useDocSidebar(): Sidebar {
  const data = useStaticQuery<Queries.DocSidebarQuery>(graphql`
    fragment SidebarEntry on DocSidebarItem {
      type
      label
      route
      categoryPath
    }
    query DocSidebar {
      docSidebar {
        items {
          ...SidebarEntry
        }
        categories {
          path
          items {
            ...SidebarEntry
          }
        }
      }
    }
  `);
  return useMemo(() => assembleSidebar(data.docSidebar), [data]);
}
