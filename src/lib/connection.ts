/** What the site reads of `navigator.connection` (not in every browser). */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the visitor saves data or is on 2G: then nothing loads ahead of need (search worker, page data of links in view). */
export function savesData(connection: ConnectionHint | undefined): boolean {
  return Boolean(connection?.saveData || /2g/.test(connection?.effectiveType ?? ""));
}
