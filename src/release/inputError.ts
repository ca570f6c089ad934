import type { ZodError } from "zod";

/** A sync input that is missing or not what the sync expects: the message names the file and the expectation. */
export class SyncInputError extends Error {}

/** A zod error as one line per issue, each naming the file and the path inside it. */
export function schemaProblem(file: string, expected: string, error: ZodError): SyncInputError {
  const issues = error.issues
    .slice(0, 5)
    .map((issue) => `  at ${issue.path.length ? issue.path.join(".") : "(top)"}: ${issue.message}`);
  const more = error.issues.length > 5 ? [`  … and ${error.issues.length - 5} more`] : [];
  return new SyncInputError([`${file}: expected ${expected}`, ...issues, ...more].join("\n"));
}
