/** The messages of an error and its `cause` chain, outermost first: the crash page lists them all. */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && messages.length < limit && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message || current.name : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages;
}
