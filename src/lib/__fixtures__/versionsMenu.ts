/**
 * The version menu that static/versions.sample.json gives, top to bottom: master, the five newest
 * releases, the branch releases under their heading, and the link to all versions. `null` is a separator.
 */
export const SAMPLE_MENU: Array<string | null> = [
  "master 🚧",
  "100.1.0",
  "100.0.0",
  "99.5.0",
  "99.4.0",
  "99.3.0",
  null,
  "Branch releases",
  "#3291 Date Picker (Legacy) verwijderen",
  "#3305 Document Component: kop met renvooi",
  "#3318 Ozon Content: vervormde afbeeldingen",
  null,
  "Alle versies",
];
