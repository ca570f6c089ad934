import type { Reporter } from "gatsby";

/**
 * Ends the build with `message` alone: an author needs the file, line and problem, not Gatsby's
 * stack trace and code frame around it. With DEBUG set, Gatsby reports it the usual way.
 */
export function stopBuild(message: string, reporter: Reporter): never {
  if (process.env.DEBUG) reporter.panic(message);
  process.stderr.write(`\nThe build stopped.\n${message}\n\n`);
  process.exit(1);
}
