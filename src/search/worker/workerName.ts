/** The addresses of the index and store files (src/search/build/searchFiles.ts). */
export interface SearchFiles {
  indexUrl: string;
  storeUrl: string;
}

/**
 * The search files' addresses travel in the worker's name (`new Worker(url, { name })`, read as
 * `self.name`), not in a first message: a message posted to a worker that is still starting waits
 * for the page's main thread to hand it over, and that thread is busy with the search box then.
 * In a trace the files' requests went out 20 to 60 ms after the worker's script had run
 * (docs/decisions/0012-what-the-search-files-leave-out-and-when-the-engine-loads.md).
 */
export function workerName(files: SearchFiles): string {
  return JSON.stringify([files.indexUrl, files.storeUrl]);
}

export function filesFromName(name: string): SearchFiles {
  let files: unknown;
  try {
    files = JSON.parse(name);
  } catch {
    // Reported below, with the name.
  }
  const [indexUrl, storeUrl] = Array.isArray(files) ? files : [];
  if (!indexUrl || !storeUrl || typeof indexUrl !== "string" || typeof storeUrl !== "string")
    throw new Error(`Search worker: its name ${JSON.stringify(name)} holds no index and store address`);
  return { indexUrl, storeUrl };
}
