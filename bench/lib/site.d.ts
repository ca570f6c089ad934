export function countPages(publicDir: string): { pages: number; sitemapUrls: number | null };
export function measureSearchIndex(
  publicDir: string,
): { files: string[]; raw: number; gzip: number } | { unavailable: string };
