// The dashboard's reads: the stat counts follow every change of a card (the status index), and a read
// that returns what is on screen keeps the cards' identity (so memoised cards skip re-rendering).
import { describe, expect, it } from 'vitest';
import { putBriefRecords, removeBriefRecords } from '../../../src/data/sync-writer.ts';
import type { BriefCard } from '../../../src/data/records.ts';
import { readCardStats, reuseUnchangedCards } from '../../../src/features/briefs/brief-queries.ts';
import { freshDatabase } from '../app/render.tsx';
import { storeBrief } from './factories.ts';

describe('readCardStats', () => {
  it('counts each status as it changes and forgets deleted briefs (review included)', async () => {
    const db = freshDatabase('queries-stats');
    const drafted = await storeBrief(db, { status: 'draft' });
    await storeBrief(db, { status: 'review' });
    const done = await storeBrief(db, { status: 'completed' });
    expect(await readCardStats(db)).toEqual({ total: 3, drafts: 1, inProgress: 0, review: 1, completed: 1 });

    const moved = { ...drafted, row: { ...drafted.row, status: 'in-progress' as const } };
    await db.transaction('rw', [db.briefs, db.cards], () => putBriefRecords(db, [moved]));
    expect(await readCardStats(db)).toEqual({ total: 3, drafts: 0, inProgress: 1, review: 1, completed: 1 });

    await db.transaction('rw', [db.briefs, db.cards], () => removeBriefRecords(db, [done.id]));
    expect(await readCardStats(db)).toEqual({ total: 2, drafts: 0, inProgress: 1, review: 1, completed: 0 });
  });
});

const card = (id: string, title = `Brief ${id}`): BriefCard => ({
  id,
  title,
  type: 'brand',
  status: 'draft',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  company: 'Acme',
  owner: null,
  isOwner: true,
  permission: 'owner',
});

describe('reuseUnchangedCards', () => {
  const a = card('a');
  const b = card('b');
  const shown = [a, b];

  it.each([[undefined], [[] as BriefCard[]]])('with nothing shown (%j) takes the read as is', (previous) => {
    const next = [card('a'), card('b')];
    expect(reuseUnchangedCards(previous, next)).toBe(next);
  });

  it('returns the shown list itself when every card is unchanged', () => {
    expect(reuseUnchangedCards(shown, [card('a'), card('b')])).toBe(shown);
  });

  it('keeps unchanged cards, takes changed and new ones, in the order read', () => {
    const renamed = card('b', 'Renamed');
    const added = card('c');
    const result = reuseUnchangedCards(shown, [renamed, added, card('a')]);
    expect(result).toEqual([renamed, added, a]);
    expect(result[0]).toBe(renamed);
    expect(result[2]).toBe(a);
  });

  it('a shorter read is a new list even when its cards are unchanged', () => {
    const result = reuseUnchangedCards(shown, [card('a')]);
    expect(result).not.toBe(shown);
    expect(result[0]).toBe(a);
  });
});
