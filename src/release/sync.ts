import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MEMBER_KINDS, type MemberKind } from "../article/shared/webComponentApi";
import { pageExampleProblems } from "../article/build/pageExamples";
import { analyseMdx } from "../../plugins/content-model/mdxAnalysis";
import { docRoute, isContentFile } from "../../plugins/content-model/routes";
import { readCheckout } from "./checkout";
import {
  descriptionGaps,
  descriptionText,
  memberKey,
  shapeChanges,
  problemLabel,
  type ApiDescriptions,
  type Described,
} from "../article/shared/apiDescriptions";
import { readDescriptions, readSyncedApi, writeRelease } from "../../plugins/content-model/releaseFiles";
import type { ReleaseComponent, ReleaseData } from "../types/release";

/**
 * `npm run sync -- <checkout>` (scripts/sync.ts): reads a checkout of the design system at a release
 * tag, with its build output, and writes the site's data of that release (content/release/). The
 * Dutch descriptions are kept; those whose member changed are flagged for review, and those of
 * members the release no longer has are dropped (git keeps them). Nothing is written unless every
 * input could be read.
 */
export interface SyncReport {
  from: string | null;
  to: string;
  componentsAdded: string[];
  componentsRemoved: string[];
  membersAdded: string[];
  membersRemoved: string[];
  membersChanged: string[];
  undescribed: string[];
  dropped: string[];
  missingStories: string[];
  counts: { components: number; stories: Record<string, number>; releases: number };
}

type Member = { name: string | null };
const membersOf = (component: ReleaseComponent, kind: MemberKind) => component[kind] as Member[];
const label = (tag: string, kind: MemberKind, name: string | null) => problemLabel({ tag, kind, name });

/** Compares two releases' APIs: what changed, for the report, and the descriptions for the new one. */
export function compareApis(
  previous: ReleaseComponent[],
  next: ReleaseComponent[],
  descriptions: ApiDescriptions,
  versions: { from: string | null; to: string },
) {
  const before = new Map(previous.map((component) => [component.tag, component]));
  const after = new Map(next.map((component) => [component.tag, component]));
  const report = {
    componentsAdded: next.filter(({ tag }) => !before.has(tag)).map(({ tag }) => tag),
    componentsRemoved: previous.filter(({ tag }) => !after.has(tag)).map(({ tag }) => tag),
    membersAdded: [] as string[],
    membersRemoved: [] as string[],
    membersChanged: [] as string[],
    dropped: [] as string[],
  };
  const components: ApiDescriptions["components"] = {};
  for (const component of next) {
    const old = before.get(component.tag);
    const own = descriptions.components[component.tag] ?? {};
    const kept: ApiDescriptions["components"][string] = {};
    for (const kind of MEMBER_KINDS) {
      const entries: Record<string, Described> = {};
      for (const member of membersOf(component, kind)) {
        const key = memberKey(member.name);
        const oldMember = old && membersOf(old, kind).find((candidate) => memberKey(candidate.name) === key);
        if (old && !oldMember) report.membersAdded.push(label(component.tag, kind, member.name));
        let described = own[kind]?.[key];
        const changes = oldMember ? shapeChanges(kind, oldMember, member) : [];
        if (changes.length > 0) {
          const change = changes.join(", ");
          report.membersChanged.push(`${label(component.tag, kind, member.name)}: ${change}`);
          if (descriptionText(described) !== "") {
            const review = `changed from ${versions.from} to ${versions.to}: ${change}`;
            described = {
              description: descriptionText(described),
              review: typeof described === "object" ? `${described.review}; ${review}` : review,
            };
          }
        }
        if (described !== undefined) entries[key] = described;
      }
      if (old)
        for (const oldMember of membersOf(old, kind))
          if (!membersOf(component, kind).some((member) => memberKey(member.name) === memberKey(oldMember.name)))
            report.membersRemoved.push(label(component.tag, kind, oldMember.name));
      for (const key of Object.keys(own[kind] ?? {}))
        if (!(key in entries)) report.dropped.push(label(component.tag, kind, key || null));
      if (Object.keys(entries).length > 0) kept[kind] = entries;
    }
    components[component.tag] = kept;
  }
  for (const [tag, own] of Object.entries(descriptions.components))
    if (!after.has(tag) && Object.values(own).some((entries) => Object.keys(entries ?? {}).length > 0))
      report.dropped.push(`<${tag}> (all its descriptions)`);
  return { ...report, descriptions: { ...descriptions, components } };
}

/** Every doc page's examples against the release's stories, each problem naming file and line. */
export function missingStories(projectDir: string, data: ReleaseData): string[] {
  const docs = path.join(projectDir, "content/docs");
  return (readdirSync(docs, { recursive: true }) as string[])
    .filter(isContentFile)
    .sort()
    .flatMap((file) => {
      const relative = file.split(path.sep).join("/");
      const page = analyseMdx(readFileSync(path.join(docs, file), "utf8"), `content/docs/${relative}`);
      const implementations = (page.frontMatter.implementations as string[] | undefined) ?? [];
      return pageExampleProblems(
        page,
        data.stories.stories,
        implementations,
        docRoute(relative),
        data.release.version,
      ).filter((problem) => / has no story /.test(problem));
    });
}

/** Reads the checkout, writes the data, and reports what changed. */
export function sync(checkout: string, projectDir = process.cwd()): SyncReport {
  const data = readCheckout(path.resolve(checkout));
  const previous = readSyncedApi(projectDir);
  const versions = { from: previous?.version ?? null, to: data.release.version };
  const { descriptions, ...compared } = compareApis(
    previous?.components ?? [],
    data.api.components,
    readDescriptions(projectDir),
    versions,
  );
  const report: SyncReport = {
    ...versions,
    ...compared,
    // A first sync has nothing to compare with: every component would count as added.
    componentsAdded: previous ? compared.componentsAdded : [],
    undescribed: descriptionGaps(data.api.components, descriptions)
      .filter((gap) => gap.problem === "has no Dutch description")
      .map(problemLabel),
    missingStories: missingStories(projectDir, data),
    counts: {
      components: data.api.components.length,
      stories: Object.fromEntries(Object.entries(data.stories.stories).map(([name, ids]) => [name, ids.length])),
      releases: data.history.releases.length,
    },
  };
  writeRelease(projectDir, data, descriptions);
  return report;
}

/** The report as a maintainer reads it in the terminal. */
export function formatReport(report: SyncReport): string {
  const section = (title: string, items: string[]) =>
    items.length === 0 ? [] : [`${title} (${items.length}):`, ...items.map((item) => `  ${item}`)];
  const stories = Object.entries(report.counts.stories)
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
  return [
    `Synced ${report.from ? `${report.from} → ` : "(first sync) "}${report.to}: ${report.counts.components} web components, ` +
      `stories (${stories}), ${report.counts.releases} releases in the changelog.`,
    ...section("Components added", report.componentsAdded),
    ...section("Components removed", report.componentsRemoved),
    ...section("Members added", report.membersAdded),
    ...section("Members removed", report.membersRemoved),
    ...section("Members changed (their descriptions are flagged for review)", report.membersChanged),
    ...section("Descriptions dropped with their members (git history keeps them)", report.dropped),
    ...section("Members without a Dutch description (content/api-descriptions.json)", report.undescribed),
    ...section("Stories the pages use that the release lacks", report.missingStories),
  ].join("\n");
}
