import { describe, expect, it } from 'vitest';
import { openEarly, takeEarlyDatabase } from '../../../src/session/early-open.ts';
import { peekFirstPage } from '../../../src/session/first-page.ts';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import { openUserDatabase } from '../../../src/data/db.ts';
import { context } from '../data/local-db.ts';

describe('the stored user’s database, opened before the first render', () => {
  it('is handed to that user’s session once, open, with the first page read', async () => {
    const seed = openUserDatabase('early-1');
    await createBrief(seed, { title: 'Launch', company: 'Acme' }, context('early-1'));
    seed.close();

    openEarly('early-1');
    const db = takeEarlyDatabase('early-1');
    expect(db?.userId).toBe('early-1');
    await db!.open();
    expect(db!.isOpen()).toBe(true);
    await expect.poll(() => peekFirstPage(db!)?.briefs.map((card) => card.title)).toEqual(['Launch']);
    expect(takeEarlyDatabase('early-1')).toBeNull();
    db!.close();
  });

  it('is closed, not handed over, when another user signs in', async () => {
    openEarly('early-2');
    expect(takeEarlyDatabase('someone-else')).toBeNull();
    expect(takeEarlyDatabase('early-2')).toBeNull();
    // Nothing is left waiting: the next start opens again.
    openEarly('early-2');
    const db = takeEarlyDatabase('early-2');
    expect(db?.userId).toBe('early-2');
    db?.close();
  });
});
