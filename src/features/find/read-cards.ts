// Every card of the local database, for searching, filtering and sorting in memory. Read in
// chunks by primary key so that no single IndexedDB answer deserialises 5,000 cards in one long task;
// inside one read transaction, so the chunks form one consistent snapshot.
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';

const CHUNK = 500;

/** All cards, most recently updated first. */
export function readAllCards(db: BriefsmithDB): Promise<BriefCard[]> {
  return db.transaction('r', db.cards, async () => {
    const cards: BriefCard[] = [];
    let last: string | null = null;
    for (;;) {
      const chunk: BriefCard[] =
        last === null
          ? await db.cards.orderBy(':id').limit(CHUNK).toArray()
          : await db.cards.where(':id').above(last).limit(CHUNK).toArray();
      for (const card of chunk) cards.push(card);
      if (chunk.length < CHUNK) break;
      last = chunk[chunk.length - 1]!.id;
    }
    return cards.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  });
}
