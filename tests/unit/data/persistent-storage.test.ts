import { afterEach, expect, it, vi } from 'vitest';
import { createBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { context, openTestDatabase } from './local-db.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks the browser once to keep the data (persistent storage) after the first save', async () => {
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { storage: { persist } });
  const db = openTestDatabase();
  const ctx = context();
  expect(persist).not.toHaveBeenCalled();
  const brief = await createBrief(db, { title: 'First', company: 'Acme' }, ctx);
  await saveBrief(db, { ...brief, title: 'Second' }, ctx);
  expect(persist).toHaveBeenCalledTimes(1);
  db.close();
});

it('saves normally where the browser has no persistent storage', async () => {
  vi.stubGlobal('navigator', {});
  const db = openTestDatabase();
  await expect(createBrief(db, { title: 'Still saved', company: 'Acme' }, context())).resolves.toBeDefined();
  db.close();
});
