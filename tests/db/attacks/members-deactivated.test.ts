// Attack rows for a deactivated member's still-valid access token: every table, SECURITY DEFINER
// function and RPC checks active membership, the live-update channel refuses them and sends them
// nothing, the sync RPCs answer with the one recognisable refusal (42501, hint account_deactivated),
// and deactivating ends the member's sessions. Run by the one runner (attack-rows.ts); the outcome
// of a refused statement is its SQLSTATE and, when it has one, its hint.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { canReadTopic } from '../../../supabase/local/realtime/authorize.ts';
import { createBrief, createMember, queryAs, share, type Member } from '../support.ts';
import { buildWorld, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

interface DeactivatedWorld extends World {
  /** Deactivated; Alice's brief is shared with her (write), she owns danaBrief and danaTemplate. */
  dana: Member;
  danaBrief: string;
  danaTemplate: string;
  aliceTemplate: string;
  /** A brief of Alice's, shared with Dana, deleted before Dana was deactivated. */
  deletedBrief: string;
}

type Who = 'dana' | 'alice' | 'ada';

type Row = Attack<DeactivatedWorld, Who>;

const DEACTIVATED = '42501 account_deactivated';

async function buildDeactivatedWorld(db: Database): Promise<DeactivatedWorld> {
  const world = await buildWorld(db);
  const dana = await createMember(db, 'dana@example.test', 'user', 'Dana Leaver');
  const danaBrief = await createBrief(db, dana, { title: 'Dana brief' });
  await share(db, world.alice, world.brief, dana, 'write');
  const deletedBrief = await createBrief(db, world.alice, { title: 'Gone brief' });
  await share(db, world.alice, deletedBrief, dana, 'read');
  await queryAs(db, world.alice, 'delete from public.briefs where id = $1', [deletedBrief]);
  const template = async (author: Member, name: string) =>
    (
      await queryAs<{ id: string }>(
        db,
        author,
        "insert into public.brief_templates (name, content) values ($1, '{}') returning id",
        [name],
      )
    ).rows[0]!.id;
  const aliceTemplate = await template(world.alice, 'Alice template');
  const danaTemplate = await template(dana, 'Dana template');
  await db.query('update public.user_roles set deactivated_at = now() where user_id = $1', [dana.id]);
  return { ...world, dana, danaBrief, danaTemplate, aliceTemplate, deletedBrief };
}

const pushArgs = (w: DeactivatedWorld) => [
  randomUUID(),
  w.danaBrief,
  'upsert',
  1,
  JSON.stringify({ title: 'Pushed' }),
  JSON.stringify({ title: 'Dana brief' }),
];

const rows: Row[] = [
  // Templates: the table had no active-member check at all.
  {
    who: 'dana',
    action: 'lists the team templates',
    run: () => ['select * from public.brief_templates', []],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: "reads Alice's template",
    run: (w) => ['select * from public.brief_templates where id = $1', [w.aliceTemplate]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'creates a template the team would see',
    run: () => ["insert into public.brief_templates (name, content) values ('After hours', '{}')", []],
    expected: '42501',
  },
  {
    who: 'dana',
    action: 'renames her own template',
    run: (w) => ["update public.brief_templates set name = 'Renamed' where id = $1", [w.danaTemplate]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'deletes her own template',
    run: (w) => ['delete from public.brief_templates where id = $1', [w.danaTemplate]],
    expected: 'rows 0',
  },
  // History and reviews.
  {
    who: 'dana',
    action: "reads the history of Alice's brief shared with her",
    run: (w) => ['select * from public.brief_history where brief_id = $1', [w.brief]],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'reads the review requests',
    run: () => ['select * from public.brief_review_requests', []],
    expected: 'rows 0',
  },
  {
    who: 'dana',
    action: 'asks for a review of her own brief',
    run: (w) => ['select * from public.request_review($1, $2)', [w.danaBrief, [w.alice.id]]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'asks Dana, deactivated, to review her brief shared with Dana',
    run: (w) => ['select * from public.request_review($1, $2)', [w.brief, [w.dana.id]]],
    expected: '42501',
  },
  {
    who: 'alice',
    action: 'asks Carol, active, to review the same brief',
    run: (w) => ['select * from public.request_review($1, $2)', [w.brief, [w.carol.id]]],
    expected: 'rows 1',
  },
  // SECURITY DEFINER lookups.
  {
    who: 'dana',
    action: 'asks who deleted a brief that was shared with her',
    run: (w) => ['select * from public.brief_deleters($1)', [[w.deletedBrief]]],
    expected: 'rows 0',
  },
  // The sync RPCs answer with the recognisable refusal, not "not found" or an empty page.
  {
    who: 'dana',
    action: 'pushes a change to her own brief',
    run: (w) => ['select public.push_brief_change($1, $2, $3, $4, $5, $6)', pushArgs(w)],
    expected: DEACTIVATED,
  },
  {
    who: 'dana',
    action: 'pushes a batch with a change to her own brief',
    run: (w) => {
      const [op_id, brief_id, kind, base_version, patch, base_values] = pushArgs(w);
      const change = {
        op_id,
        brief_id,
        kind,
        base_version,
        patch: JSON.parse(patch as string) as unknown,
        base_values: JSON.parse(base_values as string) as unknown,
      };
      return ['select public.push_brief_changes($1)', [JSON.stringify([change])]];
    },
    expected: DEACTIVATED,
  },
  {
    who: 'dana',
    action: 'pulls briefs',
    run: () => ['select public.pull_brief_changes(null, null, 100)', []],
    expected: DEACTIVATED,
  },
  {
    who: 'dana',
    action: 'fetches her own brief by link',
    run: (w) => ['select public.fetch_brief($1)', [w.danaBrief]],
    expected: DEACTIVATED,
  },
  // Live updates: no signal goes to a deactivated member.
  {
    who: 'alice',
    action: 'changes her brief shared with Dana (no live-update signal for Dana)',
    run: (w) => ["update public.briefs set title = 'Renamed live' where id = $1", [w.brief]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select count(*)::int from realtime.messages where topic = $1 and inserted_at = now()::timestamp',
      params: [`user:${w.dana.id}`],
      expected: 0,
    }),
  },
  {
    who: 'alice',
    action: 'changes her brief shared with Carol (Carol, active, is signalled)',
    run: (w) => ["update public.briefs set title = 'Renamed live' where id = $1", [w.brief]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select count(*)::int from realtime.messages where topic = $1 and inserted_at = now()::timestamp',
      params: [`user:${w.carol.id}`],
      expected: 1,
    }),
  },
  // Deactivating ends every session and refresh token of the member.
  {
    who: 'ada',
    action: 'deactivates Alice (her sessions and refresh tokens end)',
    run: (w) => ['select public.set_member_active($1, false)', [w.alice.id]],
    expected: 'rows 1',
    then: (w) => ({
      sql: `select ((select count(*) from auth.sessions where user_id = $1)
                 + (select count(*) from auth.refresh_tokens where user_id = $1::text))::int as n`,
      params: [w.alice.id],
      expected: 0,
    }),
  },
  {
    who: 'ada',
    action: "reactivates Dana (Bob's sessions are untouched)",
    run: (w) => ['select public.set_member_active($1, true)', [w.dana.id]],
    expected: 'rows 1',
    then: (w) => ({
      sql: 'select count(*)::int from auth.refresh_tokens where user_id = $1::text',
      params: [w.bob.id],
      expected: 1,
    }),
  },
];

/** A session with one refresh token, as GoTrue's sign-in writes them. */
async function signIn(db: Database, member: Member): Promise<void> {
  const session = randomUUID();
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, member.id]);
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    randomUUID(),
    member.id,
    session,
  ]);
}

describe.each(availableEngines())('deactivated member attack table on %s', (engine) => {
  let db: Database;
  let world: DeactivatedWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    world = await buildDeactivatedWorld(db);
    await signIn(db, world.alice);
    await signIn(db, world.bob);
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world }), { withHint: true });

  // Realtime's own check (supabase/local/realtime/authorize.ts does what hosted Realtime does).
  const claims = (member: Member) => ({ sub: member.id, role: 'authenticated', email: member.email });
  it('dana joins her own live-update topic → refused', async () => {
    expect(await canReadTopic(db, claims(world.dana), `user:${world.dana.id}`)).toBe(false);
  });
  it('bob joins his own live-update topic → allowed', async () => {
    expect(await canReadTopic(db, claims(world.bob), `user:${world.bob.id}`)).toBe(true);
  });
});
