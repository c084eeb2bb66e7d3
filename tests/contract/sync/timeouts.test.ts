// A push or pull the server cancels for time (SQLSTATE 57014: hosted Supabase's statement timeout,
// authenticated 8 s) is split into smaller requests, never sent again unchanged, and a change that
// is too slow even alone is blocked with its reason instead of being retried forever.
//
// On PostgreSQL the cancellation is real: this file's database gives `authenticated` a short timeout
// (in this database only — roles are shared by the whole server) and a test-only trigger makes each
// written brief slow, so a large batch runs past the timeout and a small one does not. PGlite cannot
// cancel a statement (single-threaded WASM, no timer signal; tests/contract/stack/role-settings.test.ts),
// so there the same trigger cancels the statement itself, with the same SQLSTATE, once a request has
// written more briefs than the PostgreSQL timeout lets through.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import { createTestDatabase, type Engine } from '../../../supabase/local/db/test-database.ts';
import { availableEngines, startTestStack, type Member, type Stack } from '../../support/stack.ts';
import type { Device } from './device.ts';
import { deviceFor, edit, newMember } from './fixtures.ts';

/** A request writing this many briefs runs past the timeout; half as many finish well within it. */
const TOO_MANY = 24;
const SLOW_TITLE = 'Too slow even alone';

/** PostgreSQL: 100 ms per brief written and 1.7 s for a statement (24 briefs: 2.4 s; 12: 1.2 s). */
const postgresSetup = `
  do $$ begin
    execute format('alter role authenticated in database %I set statement_timeout = %L', current_database(), '1700ms');
  end $$;
  create function public.test_slow_writes() returns trigger language plpgsql as $$
  begin
    perform pg_sleep(case when new.title = '${SLOW_TITLE}' then 3 else 0.1 end);
    return new;
  end $$;`;

/** PGlite: the statement is cancelled once it has written more than 16 briefs (or the slow one). */
const pgliteSetup = `
  create function public.test_slow_writes() returns trigger language plpgsql as $$
  declare
    written int := coalesce(nullif(current_setting('test.briefs_written', true), ''), '0')::int + 1;
  begin
    perform set_config('test.briefs_written', written::text, true);
    if written > 16 or new.title = '${SLOW_TITLE}' then
      raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled';
    end if;
    return new;
  end $$;`;

const setupFor = (engine: Engine) => `
  ${engine === 'postgres' ? postgresSetup : pgliteSetup}
  create trigger test_slow_writes before insert or update on public.briefs
    for each row execute function public.test_slow_writes();`;

/**
 * Makes pull_brief_changes take time in proportion to the page asked for (PostgreSQL: 4 ms a row, so
 * 500 rows run past the 1.7 s timeout and 250 do not; PGlite: cancelled above 300 rows), until undone.
 */
const slowPullSetup = (engine: Engine) => `
  alter function public.pull_brief_changes(timestamptz, uuid, integer) rename to pull_brief_changes_unslowed;
  create function public.pull_brief_changes(
    since_updated_at timestamptz default null, since_id uuid default null, max_rows integer default 100
  ) returns jsonb language plpgsql as $$
  begin
    ${
      engine === 'postgres'
        ? 'perform pg_sleep(max_rows * 0.004);'
        : `if max_rows > 300 then
      raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled';
    end if;`
    }
    return public.pull_brief_changes_unslowed(since_updated_at, since_id, max_rows);
  end $$;
  grant execute on function public.pull_brief_changes(timestamptz, uuid, integer) to authenticated;`;

const undoSlowPull = `
  drop function public.pull_brief_changes(timestamptz, uuid, integer);
  alter function public.pull_brief_changes_unslowed(timestamptz, uuid, integer) rename to pull_brief_changes;`;

describe.each(availableEngines())('a push or pull cancelled for time on %s', (engine) => {
  let stack: Stack;
  let member: Member;
  const devices: Device[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    await database.exec(setupFor(engine));
    stack = await startTestStack({ engine, database });
    member = await newMember(stack, 'tess');
  });
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()));
  });
  afterAll(() => stack?.close());

  async function laptop(): Promise<Device> {
    const device = await deviceFor(stack, member);
    devices.push(device);
    await device.sync();
    device.pushSizes.length = 0;
    return device;
  }

  /** How many times the server recorded each change as applied (its idempotency record). */
  async function timesApplied(briefIds: string[]): Promise<number[]> {
    const { rows } = await stack.db.query<{ n: number }>(
      `select (select count(*)::int from public.applied_ops a where a.brief_id = b.id) as n
         from unnest($1::uuid[]) with ordinality as b(id, i) order by b.i`,
      [briefIds],
    );
    return rows.map((row) => row.n);
  }

  async function serverTitles(briefIds: string[]): Promise<string[]> {
    const { rows } = await stack.db.query<{ title: string }>(
      'select title from public.briefs where id = any($1::uuid[]) order by title',
      [briefIds],
    );
    return rows.map((row) => row.title);
  }

  it('finishes in parts: the cancelled batch goes again as halves, and every change lands once', async () => {
    const device = await laptop();
    device.goOffline();
    const ids: string[] = [];
    const titles: string[] = [];
    for (let i = 0; i < TOO_MANY; i++) {
      const title = `Part ${String(i).padStart(2, '0')}`;
      const brief = await createBrief(device.db, { title, company: 'Acme' }, device.ctx);
      await saveBrief(device.db, edit(brief, { budget: `${i}k` }), device.ctx);
      ids.push(brief.id);
      titles.push(title);
    }
    await device.goOnline();

    expect(device.pushSizes).toEqual([TOO_MANY, TOO_MANY / 2, TOO_MANY / 2]);
    expect(await serverTitles(ids)).toEqual(titles);
    expect(await timesApplied(ids)).toEqual(ids.map(() => 1));
    expect(await readOutboxSummary(device.db)).toMatchObject({ pending: 0, blocked: [] });
  });

  it('blocks a change that is cancelled even alone, with its reason, and sends it no more', async () => {
    const device = await laptop();
    device.goOffline();
    const quick = await createBrief(device.db, { title: 'Quick one', company: 'Acme' }, device.ctx);
    const slow = await createBrief(device.db, { title: SLOW_TITLE, company: 'Acme' }, device.ctx);
    const other = await createBrief(device.db, { title: 'Quick two', company: 'Acme' }, device.ctx);
    await device.goOnline();

    // [quick, slow, other] is cancelled, then [quick, slow]; then [quick] lands, [slow] alone is
    // cancelled once more and blocked, and [other] lands.
    expect(device.pushSizes).toEqual([3, 2, 1, 1, 1]);
    expect(await serverTitles([quick.id, slow.id, other.id])).toEqual(['Quick one', 'Quick two']);
    const summary = await readOutboxSummary(device.db);
    expect(summary.blocked).toEqual([
      {
        briefId: slow.id,
        title: SLOW_TITLE,
        reason: expect.stringMatching(/took too long/) as unknown as string,
      },
    ]);

    // Blocked, not held for a retry: later passes do not send it again.
    device.pushSizes.length = 0;
    await device.sync();
    device.runDueTimers(60 * 60 * 1000);
    await device.sync();
    expect(device.pushSizes).toEqual([]);
  });

  it('pulls in smaller pages when a page is cancelled, and gets every brief', async () => {
    const writer = await laptop();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createBrief(writer.db, { title: `Pulled ${i}`, company: 'Acme' }, writer.ctx)).id);
    await writer.sync();

    await stack.db.exec(slowPullSetup(engine));
    try {
      const reader = await deviceFor(stack, member);
      devices.push(reader);
      await reader.sync();
      await reader.sync();
      // The first page asked for (500) is cancelled; the same pull goes on at 250 and finishes, and
      // later pulls ask for the size that worked instead of being cancelled again.
      expect(reader.pullPageSizes[0]).toBe(500);
      expect(reader.pullPageSizes.slice(1)).toEqual(reader.pullPageSizes.slice(1).map(() => 250));
      expect(reader.pullPageSizes.length).toBeGreaterThanOrEqual(3);
      for (const id of ids) expect(await getBrief(reader.db, id)).toBeTruthy();
      expect(reader.engine.status.getState()).toMatchObject({ lastPullOk: true });
    } finally {
      await stack.db.exec(undoSlowPull);
    }
  });
});
