/** localStorage keys of the announcement bar (reference-behaviour "Stored preferences"). */
export const ANNOUNCEMENT_DISMISS_KEY = "docusaurus.announcement.dismiss";
export const ANNOUNCEMENT_ID_KEY = "docusaurus.announcement.id";

/** A dismissal only counts for the bar it was made for: a new id shows the bar again. */
export function isAnnouncementDismissed(stored: { id: string | null; dismiss: string | null }, currentId: string): boolean {
  return stored.id === currentId && stored.dismiss === "true";
}
