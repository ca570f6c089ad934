// `npm run sync -- <checkout>`: the site's data of one release of the design system, from that
// release's build output (src/release/sync.ts; "Documenting a new release" in docs/authors.md).
import { SyncInputError } from "../src/release/inputError";
import { formatReport, sync } from "../src/release/sync";

const [checkout, ...rest] = process.argv.slice(2);
if (!checkout || rest.length > 0) {
  console.error("Usage: npm run sync -- <checkout of the design system at a release tag, with its build output>");
  process.exit(2);
}
try {
  console.log(formatReport(sync(checkout)));
} catch (error) {
  if (!(error instanceof SyncInputError)) throw error;
  console.error(`Nothing was written. ${error.message}`);
  process.exit(1);
}
