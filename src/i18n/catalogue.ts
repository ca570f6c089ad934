/**
 * The message catalogue: every interface string of the site, in Dutch, in the files of this folder.
 * Ids are dotted, named after the part of the interface that shows them (`navbar.openMenu`), and
 * unique over all files. `{name}` in a message marks a parameter.
 *
 * The strings are split by the bundle that needs them, not by topic: shell.ts is part of every
 * page's first load, the others load with the pages or parts that show them (docs, apiTables,
 * examples, search, blog, pages), and article.ts and apiTables.ts, the strings of the MDX
 * components, only on the server. A component takes its strings from the file of its bundle.
 */
export type MessageParams = Record<string, string | number>;

/** Fills a message's `{name}` parameters; a parameter without a value stays as it is. */
export function formatMessage(message: string, params: MessageParams = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The lookup function of one file of the catalogue. */
export function catalogue<Id extends string>(messages: Record<Id, string>): (id: Id, params?: MessageParams) => string {
  return (id, params) => formatMessage(messages[id], params);
}
