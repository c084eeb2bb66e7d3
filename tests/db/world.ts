// A small cast for security tests: Alice owns a brief shared read-only with Bob and writable with Carol;
// Mallory is a member with no access to it; Ada is an admin. Every attempt runs in a transaction that
// is rolled back afterwards, so the rows of a table never influence each other.
import type { Database, Queryable } from '../../supabase/local/db/database.ts';
import {
  actAs,
  createBrief,
  createMember,
  invite,
  queryAs,
  share,
  type Actor,
  type Member,
} from './support.ts';

export interface World {
  alice: Member;
  bob: Member;
  carol: Member;
  mallory: Member;
  ada: Member;
  /** Alice's brief: read share for Bob, write share for Carol. */
  brief: string;
  /** Mallory's own brief. */
  malloryBrief: string;
  /** An open invitation for newcomer@example.test. */
  inviteToken: string;
}

export async function buildWorld(db: Database): Promise<World> {
  const alice = await createMember(db, 'alice@example.test', 'user', 'Alice Owner');
  const bob = await createMember(db, 'bob@example.test', 'user', 'Bob Reader');
  const carol = await createMember(db, 'carol@example.test', 'user', 'Carol Writer');
  const mallory = await createMember(db, 'mallory@example.test', 'user', 'Mallory');
  const ada = await createMember(db, 'ada@example.test', 'admin', 'Ada Admin');
  const brief = await createBrief(db, alice, { title: 'Alice brief' });
  await share(db, alice, brief, bob, 'read');
  await share(db, alice, brief, carol, 'write');
  const malloryBrief = await createBrief(db, mallory, { title: 'Mallory brief' });
  const inviteToken = await invite(db, { email: 'newcomer@example.test' });
  return { alice, bob, carol, mallory, ada, brief, malloryBrief, inviteToken };
}

/** The cast, and one open review request: Alice asked Carol to review her brief. */
export async function buildReviewRequestedWorld(db: Database): Promise<World> {
  const world = await buildWorld(db);
  await queryAs(db, world.alice, "select public.request_review($1, $2, 'Please look')", [
    world.brief,
    [world.carol.id],
  ]);
  return world;
}

/** A timestamp as UTC text with microseconds, as the e-mail functions compare them. */
export const UTC_TEXT = `to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface ReviewedWorld extends World {
  /** Bob's share of Alice's brief. */
  shareId: string;
  shareCreatedAt: string;
  versionAfterDecision: number;
  /** When Alice asked Bob (his request is still open), as UTC text with microseconds. */
  bobAskedAt: string;
}

/** Alice asked Bob and Carol to review her brief; Carol approved it with the note 'Looks good'. */
export async function buildReviewedWorld(db: Database): Promise<ReviewedWorld> {
  const world = await buildWorld(db);
  await queryAs(db, world.alice, "select public.request_review($1, $2, 'Please look')", [
    world.brief,
    [world.bob.id, world.carol.id],
  ]);
  await queryAs(db, world.carol, "select public.decide_review($1, 'approved', 'Looks good')", [world.brief]);
  const shareRow = await db.query<{ id: string; created_at: string }>(
    'select id, to_char(created_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') as created_at from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
    [world.brief, world.bob.id],
  );
  const version = await db.query<{ version: number }>('select version from public.briefs where id = $1', [
    world.brief,
  ]);
  const asked = await db.query<{ at: string }>(
    `select ${UTC_TEXT} as at from public.brief_review_requests where brief_id = $1 and reviewer_id = $2`,
    [world.brief, world.bob.id],
  );
  return {
    ...world,
    shareId: shareRow.rows[0]!.id,
    shareCreatedAt: shareRow.rows[0]!.created_at,
    versionAfterDecision: Number(version.rows[0]!.version),
    bobAskedAt: asked.rows[0]!.at,
  };
}

export interface Attempt {
  /** 'rows N' (rows returned by a select, rows affected by a write) or the SQLSTATE of the error. */
  outcome: string;
  /** The first column of the `after` check, run as the database owner after a successful action. */
  after?: unknown;
  /** The first column of the action's first row (what an RPC answered), when it returned rows. */
  answer?: unknown;
}

class Rollback extends Error {
  constructor(readonly attempt: Attempt) {
    super('rollback');
  }
}

export interface Check {
  sql: string;
  params?: unknown[];
}

/**
 * Runs one statement as the actor, then the optional check as the owner, and rolls everything back.
 * A refusal is its SQLSTATE, followed by its hint when `withHint` is set and the error has one.
 */
export async function attempt(
  db: Database,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
  check?: Check,
  withHint = false,
): Promise<Attempt> {
  try {
    await actAs(db, actor, async (tx: Queryable) => {
      let outcome: string;
      let answer: unknown;
      try {
        const r = await tx.query<Record<string, unknown>>(sql, params);
        const isRead = /^\s*select/i.test(sql);
        outcome = `rows ${isRead ? r.rows.length : r.affectedRows}`;
        answer = r.rows[0] ? Object.values(r.rows[0])[0] : undefined;
      } catch (error) {
        const { code, hint } = error as { code?: string; hint?: string };
        if (!code) throw error;
        throw new Rollback({ outcome: withHint && hint ? `${code} ${hint}` : code });
      }
      let after: unknown;
      if (check) {
        await tx.exec('reset role');
        const r = await tx.query<Record<string, unknown>>(check.sql, check.params ?? []);
        after = r.rows[0] ? Object.values(r.rows[0])[0] : undefined;
      }
      throw new Rollback({ outcome, after, answer });
    });
  } catch (error) {
    if (error instanceof Rollback) return error.attempt;
    throw error;
  }
  throw new Error('unreachable: the attempt always rolls back');
}
