import { shellText } from "../i18n/shell";
import { joinUrl } from "./paths";

/**
 * The design system's released versions, read from `{versionsSite}/versions.json`
 * (docs/decisions/0006-one-build-per-version-under-its-own-base-path.md).
 */
export type VersionEntry =
  | { kind: "release"; version: string }
  | { kind: "master"; version: "master" }
  | { kind: "topic"; version: string; label: string };

export const VERSIONS_NOT_ARRAY = "versions is not an array";
export const LOCAL_VERSION = "local";
export const UNKNOWN_VERSION = "unable-to-determine-version";

/** Keeps entries with exactly one of the three allowed shapes; drops the rest. */
export function classifyEntry(entry: unknown): VersionEntry | undefined {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return undefined;
  const { version, branch, label } = entry as Record<string, unknown>;
  if (typeof version !== "string" || version === "") return undefined;
  // Exactly these keys, in any order.
  const keys = Object.keys(entry).sort().join(" ");
  if (keys === "version") return { kind: "release", version };
  if (keys === "branch version" && branch === "master" && version === "master") return { kind: "master", version };
  if (keys === "branch label version" && branch === "topic" && typeof label === "string")
    return { kind: "topic", version, label };
  return undefined;
}

export function parseVersions(data: unknown): VersionEntry[] {
  const versions = data && typeof data === "object" ? (data as { versions?: unknown }).versions : undefined;
  if (!Array.isArray(versions)) throw new Error(VERSIONS_NOT_ARRAY);
  return versions.map(classifyEntry).filter((entry): entry is VersionEntry => entry !== undefined);
}

export interface FetchVersionsOptions {
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  timeoutMs?: number;
}

const cache = new Map<string, Promise<VersionEntry[]>>();

/** Loads and validates versions.json once per site address; `?t=` defeats HTTP caches. */
export function loadVersions(site: string, options: FetchVersionsOptions = {}): Promise<VersionEntry[]> {
  const cached = cache.get(site);
  if (cached) return cached;
  const { fetch = globalThis.fetch, now = Date.now, timeoutMs = 10_000 } = options;
  const url = `${joinUrl(site, "versions.json")}?t=${now()}`;
  const request = (async () => {
    const controller = typeof AbortController === "undefined" ? undefined : new AbortController();
    const timer = setTimeout(() => controller?.abort(), timeoutMs);
    try {
      const response = await fetch(url, { signal: controller?.signal });
      if (!response.ok) throw new Error(`versions.json answered ${response.status}`);
      return parseVersions(await response.json());
    } finally {
      clearTimeout(timer);
    }
  })();
  cache.set(site, request);
  // A failure must not stick: the next call (e.g. "Opnieuw proberen") fetches again.
  request.catch(() => cache.delete(site));
  return request;
}

/** For tests: forget cached answers. */
export function clearVersionsCache(): void {
  cache.clear();
}

/** `local` on localhost, else the first path segment, else `unable-to-determine-version`. */
export function currentVersion(location: { hostname: string; pathname: string }): string {
  if (location.hostname === "localhost") return LOCAL_VERSION;
  return location.pathname.split("/").filter(Boolean)[0] ?? UNKNOWN_VERSION;
}

export function versionLabel(version: string | undefined): string {
  if (!version || version === UNKNOWN_VERSION) return shellText("versions.unknown");
  if (version === "master") return shellText("versions.master");
  if (version === LOCAL_VERSION) return shellText("versions.local");
  if (version.startsWith("_")) {
    const rest = version.slice(1);
    const number = /^(\d+)(?:-|$)/.exec(rest);
    return number ? `#${number[1]}` : rest;
  }
  return version;
}

export type DropdownEntry =
  | { type: "link"; label: string; href: string; active: boolean; version: string }
  | { type: "separator" }
  | { type: "heading"; label: string }
  | { type: "allVersions"; label: string };

export const RELEASES_SHOWN = 5;

/** Releases come oldest first in versions.json; the newest is last. */
export function releasesNewestFirst(entries: VersionEntry[]): VersionEntry[] {
  return entries.filter((entry) => entry.kind === "release").reverse();
}

/** The dropdown, in the old site's order: master, 5 newest releases, branch releases, "Alle versies". */
export function dropdownEntries(entries: VersionEntry[], current: string, site: string): DropdownEntry[] {
  const link = (entry: VersionEntry, label: string): DropdownEntry => ({
    type: "link",
    label,
    href: joinUrl(site, entry.version),
    active: entry.version === current,
    version: entry.version,
  });
  const topics = entries.filter((entry): entry is Extract<VersionEntry, { kind: "topic" }> => entry.kind === "topic");
  return [
    ...entries.filter((entry) => entry.kind === "master").map((entry) => link(entry, versionLabel(entry.version))),
    ...releasesNewestFirst(entries)
      .slice(0, RELEASES_SHOWN)
      .map((entry) => link(entry, versionLabel(entry.version))),
    { type: "separator" },
    { type: "heading", label: shellText("versions.branches") },
    ...topics.map((entry) => link(entry, `${versionLabel(entry.version)} ${entry.label}`)),
    { type: "separator" },
    { type: "allVersions", label: shellText("versions.allVersions") },
  ];
}
