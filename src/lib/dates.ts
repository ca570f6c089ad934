// Pages and the post header format dates from here, not from plugins/content-model/blogRules.ts: importing that
// would bring the build's YAML parser into the browser bundle.
const MONTHS = "januari februari maart april mei juni juli augustus september oktober november december".split(" ");

/** `2024-11-25` → `25 november 2024` (Dutch long date, without depending on the runtime's locale data). */
export function dutchDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
