import { cpSync, mkdtempSync, realpathSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A temporary copy of the project for a build of its own: the benchmark's copy with scaled content
 * (bench/lib/scale.ts) and the copy that integration/buildErrors.test.ts breaks one file of at a
 * time.
 */

/** Build output, caches and test reports stay behind; node_modules is linked, not copied. */
const LEFT_OUT = ["node_modules", ".cache", "public", ".git", "test-results", "playwright-report"];

/**
 * Copies `projectDir` into a new folder under the system's temporary folder, its name starting with
 * `prefix`, and returns that folder. `leaveOut` names more paths (relative to the project) to leave behind.
 */
export function copyProject(projectDir: string, prefix: string, leaveOut: string[] = []): string {
  const skipped = new Set([...LEFT_OUT, ...leaveOut]);
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(projectDir, copy, { recursive: true, filter: (source) => !skipped.has(path.relative(projectDir, source)) });
  symlinkSync(realpathSync(path.join(projectDir, "node_modules")), path.join(copy, "node_modules"));
  return copy;
}
