// The one runner of the attack tables: each row is one request a client holding the public anon key
// (and maybe a member's token) could send, and the outcome the database must give — "rows N" or an
// SQLSTATE. Every row runs in its own rolled-back transaction (world.ts), as one test named
// "who action → expected", on PGlite and on PostgreSQL.
import { expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { anon, authAdmin, serviceRole, type Actor } from './support.ts';
import { attempt, type Check } from './world.ts';

/** Who tries what against the world `W`, and what the database lets happen. */
export interface Attack<W, Who extends string = string> {
  who: Who;
  action: string;
  run: (w: W) => [sql: string, params: unknown[]];
  expected: string;
  /** Checked as the owner after a successful action (before the rollback). */
  then?: (w: W) => Check & { expected: unknown };
  /**
   * What a successful call answered, read from the first column of its first row, stands for the
   * outcome in place of "rows N" (an RPC whose answer says what the caller learns).
   */
  reads?: (answer: unknown) => string;
  /** What a successful call answered (the first column of its first row), read and compared. */
  answer?: { read: (answer: unknown, world: W) => unknown; expected: unknown };
}

export interface AttackOptions {
  /** A refusal's outcome is its SQLSTATE followed by its hint, when it has one. */
  withHint?: boolean;
}

/**
 * The actor a row names: an anonymous caller, GoTrue's own database role, the functions' service role,
 * or a member of the world.
 */
export function actorFor(who: string, world: object): Actor {
  if (who === 'anon') return anon;
  if (who === 'gotrue') return authAdmin;
  if (who === 'service') return serviceRole;
  const member = (world as Record<string, Actor | undefined>)[who];
  if (!member) throw new Error(`The world has no member "${who}".`);
  return member;
}

/** Registers one test per row, run against the database and world the file's hooks set up. */
export function runAttacks<W extends object>(
  rows: readonly Attack<W>[],
  setup: () => { db: Database; world: W },
  options: AttackOptions = {},
): void {
  const named = rows.map((row) => [`${row.who} ${row.action} → ${row.expected}`, row] as const);
  it.each(named)('%s', async (_name, row) => {
    const { db, world } = setup();
    const [sql, params] = row.run(world);
    const expectation = row.then?.(world);
    const actor = actorFor(row.who, world);
    const result = await attempt(db, actor, sql, params, expectation, options.withHint);
    const succeeded = result.outcome.startsWith('rows ');
    expect(succeeded && row.reads ? row.reads(result.answer) : result.outcome).toBe(row.expected);
    if (expectation) expect(result.after).toEqual(expectation.expected);
    if (row.answer) expect(row.answer.read(result.answer, world)).toEqual(row.answer.expected);
  });
}
