import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEVELOP_EDITS, markerText } from "./developEdits";
import { startProcess, withBrowser } from "./server";
import { median } from "./stats";

const READY_WITHIN_MS = 300_000;
const SHOWN_WITHIN_MS = 60_000;

/** `gatsby develop` over what the last build left; resolves once it serves pages. */
function startDevelop(dir: string, port: number) {
  return startProcess(
    path.join(dir, "node_modules", ".bin", "gatsby"),
    ["develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      url: `http://127.0.0.1:${port}/`,
      name: "gatsby develop",
      withinMs: READY_WITHIN_MS,
      everyMs: 500,
      cwd: dir,
      group: true,
    },
  );
}

/**
 * How long an author waits for an edit (docs/quality-gates.md, "The benchmark"): the development server is started
 * over the build the bench just made, as an author does after `npm start`; each edit of
 * developEdits.ts is made `rounds` times in a page that is open and done loading, timed from the
 * file's write until its text shows, then undone, and the next round waits until the page shows the
 * file as it was.
 */
export interface DevelopFigures {
  startupSeconds: number;
  rounds: number;
  edits: Record<string, { runs: number[]; median: number | undefined; max: number }>;
}

export async function measureDevelop(
  dir: string,
  { port, rounds = 3, log }: { port: number; rounds?: number; log: (message: string) => void },
): Promise<DevelopFigures> {
  const originals = new Map<string, string>();
  const restore = () => {
    for (const [file, text] of originals) writeFileSync(file, text);
  };
  // Content files are the author's: put back whatever happens to the run.
  process.on("exit", restore);
  const server = await startDevelop(dir, port);
  log(`development server ready after ${server.seconds} s`);
  try {
    const edits = await withBrowser(async (browser) => {
      const timed: DevelopFigures["edits"] = {};
      for (const edit of DEVELOP_EDITS) {
        const file = path.join(dir, edit.file);
        const original = readFileSync(file, "utf8");
        originals.set(file, original);
        const runs: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const page = await browser.newPage();
          try {
            await page.goto(`http://127.0.0.1:${port}/${edit.page}`);
            const where = page.locator(edit.where).first();
            await where.waitFor();
            // An author edits a page that is open and done loading, its islands hydrated.
            await page.waitForLoadState("networkidle");
            const marker = markerText();
            const written = Date.now();
            writeFileSync(file, edit.change(original, marker));
            await where.getByText(marker).waitFor({ timeout: SHOWN_WITHIN_MS });
            runs.push(Date.now() - written);
            writeFileSync(file, original);
            await where.getByText(marker).waitFor({ state: "detached", timeout: SHOWN_WITHIN_MS });
          } finally {
            writeFileSync(file, original);
            await page.close();
          }
        }
        timed[edit.name] = { runs, median: median(runs), max: Math.max(...runs) };
        log(`develop: ${edit.name} shown after ${runs.join(", ")} ms`);
      }
      return timed;
    });
    return { startupSeconds: server.seconds, rounds, edits };
  } finally {
    restore();
    process.off("exit", restore);
    await server.stop();
  }
}
