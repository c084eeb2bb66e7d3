// A small cast for security tests: Alice owns a brief shared read-only with Bob and writable with Carol;
// Mallory is a member with no access to it; Ada is an admin. Every attempt runs in a transaction that
// is rolled back afterwards, so the rows of a table never influence each other.
import type { Database, Queryable } from '../../supabase/local/db/database.ts';
import { actAs, createBrief, createMember, invite, share, type Actor, type Member } from './support.ts';

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

export interface Attempt {
  /** 'rows N' (rows returned by a select, rows affected by a write) or the SQLSTATE of the error. */
  outcome: string;
  /** The first column of the `after` check, run as the database owner after a successful action. */
  after?: unknown;
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

/** Runs one statement as the actor, then the optional check as the owner, and rolls everything back. */
export async function attempt(
  db: Database,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
  check?: Check,
): Promise<Attempt> {
  try {
    await actAs(db, actor, async (tx: Queryable) => {
      let outcome: string;
      try {
        const r = await tx.query(sql, params);
        const isRead = /^\s*select/i.test(sql);
        outcome = `rows ${isRead ? r.rows.length : r.affectedRows}`;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code) throw error;
        throw new Rollback({ outcome: code });
      }
      let after: unknown;
      if (check) {
        await tx.exec('reset role');
        const r = await tx.query<Record<string, unknown>>(check.sql, check.params ?? []);
        after = r.rows[0] ? Object.values(r.rows[0])[0] : undefined;
      }
      throw new Rollback({ outcome, after });
    });
  } catch (error) {
    if (error instanceof Rollback) return error.attempt;
    throw error;
  }
  throw new Error('unreachable: the attempt always rolls back');
}
