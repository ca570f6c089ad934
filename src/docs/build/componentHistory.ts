import type { ChangelogRelease } from "../../types/release";
import { routeNames } from "../../article/shared/componentSources";
import type { HistoryEntry } from "../../article/shared/historyShapes";

/**
 * A component page's history: the releases of the synced changelog (content/release/history.json)
 * whose changes name the component. The changelog names a component as its entries start
 * (`Accordion: …`, `Label (HTML/CSS implementatie): …`, `Form Group Files: …`); a page answers to
 * its title, its route's last segment and its path below /components/, each also in the singular,
 * compared without case, spaces and punctuation. A name in the changelog counts without a
 * parenthesised part that only names an implementation or a status (`(HTML/CSS implementatie)`,
 * `(Legacy)`); other parts name another page (`Form Group (Search Bar)`).
 */
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

export function pageNames(title: string, route: string): Set<string> {
  const names = [title.replace(/\([^)]*\)/g, ""), ...routeNames(route)].map(key);
  return new Set(names.flatMap((name) => [name, name.replace(/s$/, "")]).filter(Boolean));
}

const QUALIFIER = /\((?:[^)]*implementatie|html\/css|web ?component|legacy|deprecated)[^)]*\)/gi;

/** The keys a changelog entry's component goes by: as written, and without a qualifier. */
function changeNames(component: string): string[] {
  return [...new Set([key(component), key(component.replace(QUALIFIER, ""))])];
}

/**
 * The releases that changed the page's component, newest first. `posts` maps a version to the route
 * of its release post.
 */
export function componentHistory(
  names: Set<string>,
  releases: ChangelogRelease[],
  posts: Map<string, string>,
): HistoryEntry[] {
  return releases.flatMap((release) => {
    const changes = release.changes.filter(
      (change) => change.component && changeNames(change.component).some((name) => names.has(name)),
    );
    if (changes.length === 0) return [];
    return [
      {
        version: release.version,
        date: release.date,
        post: posts.get(release.version) ?? null,
        kinds: [...new Set(changes.map((change) => change.kind))],
        breaking: changes.some((change) => change.breaking),
        issues: [...new Set(changes.flatMap((change) => change.issues))],
      },
    ];
  });
}
