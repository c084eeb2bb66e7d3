// A team's worth of data generated in SQL (generate_series; seconds, where the API would take hours):
// members, briefs spread evenly over them, shares to other members, history rows for every brief and
// the pushes' idempotency records.
// Written with the database owner's rights and the triggers off (session_replication_role = replica),
// so nothing is signalled or recorded twice; then VACUUM ANALYZE, so the planner sees the sizes and
// the tables are as autovacuum leaves them. Used by
// `npm run bench server` at full size and by tests/db/plans.test.ts at a small one.
import type { Database } from '../../supabase/local/db/database.ts';

export interface TeamSize {
  /** Members in all, counting the ones that already exist (the measured ones, created for real). */
  members: number;
  briefs: number;
  shares: number;
  /** History rows in all: the same number for every brief. */
  history: number;
}

export const TEAM_EMAIL_DOMAIN = 'team-size.test';

/**
 * Fills a migrated database: members up to `size.members` (every non-admin member owns an even share
 * of the briefs, the existing ones included), briefs updated over the last months, `size.shares`
 * shares spread evenly over briefs and recipients, and `size.history / size.briefs` history rows per brief.
 */
export async function seedTeam(db: Database, size: TeamSize): Promise<void> {
  const perBrief = Math.max(1, Math.round(size.history / size.briefs));
  await db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from public.user_roles');
    const missing = Math.max(0, size.members - (rows[0]?.n ?? 0));
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'member-' || i || '@${TEAM_EMAIL_DOMAIN}', 'x', now(), '{"provider":"email","providers":["email"]}', '{}'
       from generate_series(1, $1::int) i`,
      [missing],
    );
    await tx.exec(`
      insert into public.profiles (id, email, full_name)
      select id, email, 'Member ' || split_part(email, '@', 1) from auth.users
      where email like '%@${TEAM_EMAIL_DOMAIN}';
      insert into public.user_roles (user_id) select id from auth.users where email like '%@${TEAM_EMAIL_DOMAIN}';
      create temp table team on commit drop as
        select (row_number() over (order by created_at, user_id) - 1)::int as n, user_id as id
        from public.user_roles where role = 'user';
    `);
    await tx.query(
      `insert into public.briefs (user_id, title, company, description, status, type, created_at, updated_at, version)
       select t.id, 'Brief ' || i, 'Company ' || (i % 500), repeat('A brief of a team-sized account. ', 6),
         (array['draft', 'in-progress', 'review', 'completed'])[1 + i % 4],
         (array['brand', 'marketing', 'product'])[1 + i % 3],
         now() - make_interval(mins => i * 2), now() - make_interval(mins => i), $2::int
       from generate_series(0, $1::int - 1) i
       join team t on t.n = i % (select count(*) from team)`,
      [size.briefs, perBrief],
    );
    // Every step-th brief is shared with another member, recipients taken in turn after the owner.
    await tx.query(
      `insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission, created_at)
       select b.id, r.id, b.user_id, case when b.k % 2 = 0 then 'write' else 'read' end, b.updated_at
       from (
         select x.id, x.user_id, x.updated_at, (row_number() over (order by x.id) - 1)::int as k from public.briefs x
       ) b
       join team o on o.id = b.user_id
       join team r on r.n = (o.n + 1 + (b.k / $1::int) % ((select count(*) from team)::int - 1)) % (select count(*) from team)
       where b.k % $1::int = 0 and b.k / $1::int < $2::int`,
      [Math.max(1, Math.floor(size.briefs / size.shares)), size.shares],
    );
    await tx.query(
      `insert into public.brief_history (brief_id, version, kind, author_id, created_at, changes)
       select b.id, v, case when v = 1 then 'created' else 'updated' end, b.user_id,
         b.created_at + make_interval(mins => v),
         case when v = 1 then '{}'::jsonb
           else jsonb_build_object('title', jsonb_build_object('before', 'Draft ' || (v - 1), 'after', 'Draft ' || v)) end
       from public.briefs b cross join generate_series(1, $1::int) v`,
      [perBrief],
    );
    // Pushes leave their idempotency records behind: one per brief's latest change.
    await tx.exec(`
      insert into public.applied_ops (op_id, user_id, brief_id, result, applied_at)
      select gen_random_uuid(), user_id, id, jsonb_build_object('status', 'applied', 'version', version), updated_at
      from public.briefs
    `);
  });
  // VACUUM as well as ANALYZE: it is what autovacuum does to a bulk load this size within a minute or
  // two, and a team's database has long had it done. Without it the measurements read a table whose
  // visibility map is empty (every index-only scan fetches each row from the heap: the Team page's
  // counts cost three times as much), and autovacuum then runs in the middle of them.
  await db.exec('vacuum analyze');
}
