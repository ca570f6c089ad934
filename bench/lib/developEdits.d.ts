export interface DevelopEdit {
  name: string;
  /** The content file, relative to the project. */
  file: string;
  /** The page that shows it, below the development server's root. */
  page: string;
  /** A CSS selector of the part of the page where the marker appears. */
  where: string;
  change: (text: string, marker: string) => string;
}
export const DEVELOP_EDITS: DevelopEdit[];
export function markerText(): string;
