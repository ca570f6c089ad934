/** localStorage keys of the announcement bar. Keep the names: visitors' dismissals are stored under them. */
export const ANNOUNCEMENT_DISMISS_KEY = "docusaurus.announcement.dismiss";
export const ANNOUNCEMENT_ID_KEY = "docusaurus.announcement.id";

/** A dismissal only counts for the bar it was made for: a new id shows the bar again. */
export function isAnnouncementDismissed(
  stored: { id: string | null; dismiss: string | null },
  currentId: string,
): boolean {
  return stored.id === currentId && stored.dismiss === "true";
}

/**
 * The bar's configured colours as custom properties, for a `<style>` in the page head that its
 * stylesheet reads: the Content-Security-Policy (plugins/post-build/securityPolicy.ts) allows no style
 * attributes, and a `<style>` block it allows by hash. The colours are hex, checked at build start.
 */
export function announcementBarColours(bar: { backgroundColor: string; textColor: string }): string {
  return `:root{--announcement-bar-background:${bar.backgroundColor};--announcement-bar-text:${bar.textColor}}`;
}
