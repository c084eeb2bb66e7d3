// @mentions in a comment's text: the word being typed after an "@", putting a chosen name in its place,
// and which chosen people the text still names when it is sent. Pure; the composer keeps the caret.

/** The "@…" being typed just before the caret, or null (an "@" inside a word is an address, not a mention). */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  const query = match?.[2];
  if (query === undefined) return null;
  return { start: caret - query.length - 1, query };
}

/** The text with `@query` (from `start` to the caret) replaced by "@Name ", and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string) {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** Of the people chosen while typing, those whose "@Name" is still in the text. */
export function mentionedIds(text: string, chosen: ReadonlyMap<string, string>): string[] {
  return [...chosen].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}

/** People whose name contains the query (case-insensitive), at most `limit`. */
export function matchingPeople<P extends { name: string }>(
  people: readonly P[],
  query: string,
  limit = 8,
): P[] {
  const q = query.toLocaleLowerCase();
  return people.filter((person) => person.name.toLocaleLowerCase().includes(q)).slice(0, limit);
}
