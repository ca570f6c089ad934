import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DESCRIPTIONS_FILE, type ApiDescriptions } from "../../src/article/shared/apiDescriptions";
import type { ReleaseApi, ReleaseData, ReleaseId } from "../../src/types/release";

/**
 * The synced data of the release the site documents, in content/release/: one file per kind of
 * data, each naming the release. Written only by the sync (scripts/sync.ts), read by the build,
 * the content checks and the tools.
 */
export const RELEASE_DIR = "content/release";
export const RELEASE_FILES = {
  api: "api.json",
  stories: "stories.json",
  sources: "sources.json",
  history: "history.json",
  variables: "variables.json",
  graphics: "graphics.json",
} as const satisfies Record<Exclude<keyof ReleaseData, "release">, string>;

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message} (written by npm run sync; see docs/authors.md)`);
  }
}

/** The synced data under `projectDir`; `undefined` before the first sync. */
export function readRelease(projectDir = process.cwd()): ReleaseData | undefined {
  const dir = path.join(projectDir, RELEASE_DIR);
  if (!existsSync(dir)) return undefined;
  const files = Object.entries(RELEASE_FILES).map(([kind, file]) => {
    const data = readJson<ReleaseId>(path.join(dir, file));
    return { kind, file, data };
  });
  // RELEASE_FILES lists api.json first: the other files must be of its release.
  const { version, tag } = files[0].data;
  for (const { file, data } of files)
    if (data.version !== version)
      throw new Error(
        `${RELEASE_DIR}/${file}: is of release ${data.version}, ${RELEASE_FILES.api} of ${version}; sync again`,
      );
  return {
    release: { version, tag },
    ...Object.fromEntries(files.map(({ kind, data }) => [kind, data])),
  } as ReleaseData;
}

/**
 * Only the API of the last sync, for the next sync to compare with; `undefined` before the first.
 * Read apart from the rest, so that a sync still runs after a new kind of data joined the set.
 */
export function readSyncedApi(projectDir = process.cwd()): ReleaseApi | undefined {
  const file = path.join(projectDir, RELEASE_DIR, RELEASE_FILES.api);
  return existsSync(file) ? readJson<ReleaseApi>(file) : undefined;
}

/** The synced data, or an error that says how to make it. */
export function requireRelease(projectDir = process.cwd()): ReleaseData {
  const data = readRelease(projectDir);
  if (!data)
    throw new Error(
      `${RELEASE_DIR}/ is missing: run npm run sync -- <checkout of the design system> (docs/authors.md)`,
    );
  return data;
}

export function readDescriptions(projectDir = process.cwd()): ApiDescriptions {
  return readJson<ApiDescriptions>(path.join(projectDir, DESCRIPTIONS_FILE));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/**
 * Writes the release's files and the descriptions in one step: everything goes to new files beside
 * the old ones first, and only then takes their place, so a failed sync leaves the old data as it
 * was and never half a data set.
 */
export function writeRelease(projectDir: string, data: ReleaseData, descriptions: ApiDescriptions) {
  const target = path.join(projectDir, RELEASE_DIR);
  const fresh = `${target}.new-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  const descriptionsPath = path.join(projectDir, DESCRIPTIONS_FILE);
  const freshDescriptions = `${descriptionsPath}.new-${process.pid}`;
  try {
    mkdirSync(fresh, { recursive: true });
    for (const [kind, file] of Object.entries(RELEASE_FILES))
      writeFileSync(path.join(fresh, file), json(data[kind as keyof typeof RELEASE_FILES]));
    writeFileSync(freshDescriptions, json(descriptions));
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    rmSync(freshDescriptions, { force: true });
    throw error;
  }
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(fresh, target);
  } catch (error) {
    if (existsSync(old)) renameSync(old, target);
    throw error;
  }
  renameSync(freshDescriptions, descriptionsPath);
  rmSync(old, { recursive: true, force: true });
}
