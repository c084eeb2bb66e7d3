-- The live-update signal of a brief change looks up the changed briefs' owners and shares by key.
-- It joined the statement's changed rows (a transition table) to briefs and brief_shares; with one
-- row the planner looked them up by index, but a push now changes up to 50 briefs in one statement
-- (20261128100000_push_on_top_in_one_statement.sql) and for 50 rows it read the whole of
-- brief_shares instead (tests/db/plans.test.ts). The same readers, the same messages.
--
-- The body is that of 20261126120000_deactivation_ends_access.sql but for the briefs' insert and
-- update branch.

create or replace function public.signal_brief_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changed uuid[];
begin
  if tg_table_name = 'briefs' and tg_op = 'DELETE' then
    -- The shares are gone by now; the tombstone (written BEFORE DELETE) lists who could see the brief.
    perform realtime.send(jsonb_build_object('brief_ids', r.brief_ids), 'brief_changed', 'user:' || r.reader, true)
    from (
      select x.reader, jsonb_agg(distinct to_jsonb(x.brief_id)) as brief_ids
      from (
        select o.id as brief_id, unnest(t.visible_to) as reader
        from old_rows o join public.brief_tombstones t on t.brief_id = o.id
        union
        select o.id, u.user_id from old_rows o cross join public.user_roles u where u.role = 'admin'
      ) x
      where x.reader is not null
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
      group by x.reader
    ) r;
  elsif tg_table_name = 'briefs' then
    -- An upsert that updated fires the insert trigger too, with no rows: nothing to send.
    if not exists (select 1 from new_rows) then
      return null;
    end if;
    -- The changed briefs as one value, so their owners and shares are looked up by key however many
    -- briefs one statement changed (a batched push changes up to 50).
    changed := array(select n.id from new_rows n);
    perform realtime.send(jsonb_build_object('brief_ids', r.brief_ids), 'brief_changed', 'user:' || r.reader, true)
    from (
      select x.reader, jsonb_agg(distinct to_jsonb(x.brief_id)) as brief_ids
      from (
        select b.id as brief_id, b.user_id as reader from public.briefs b where b.id = any (changed)
        union
        -- A brief at a time by its key (OFFSET 0 keeps the subquery a per-brief lookup): as a join, a
        -- small brief_shares was read whole instead.
        select c.id, s.shared_with_user_id from unnest(changed) c(id)
        cross join lateral (
          select x.shared_with_user_id from public.brief_shares x where x.brief_id = c.id offset 0
        ) s
        union
        select c.id, u.user_id from unnest(changed) c(id) cross join public.user_roles u where u.role = 'admin'
      ) x
      where x.reader is not null
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
      group by x.reader
    ) r;
  elsif tg_op = 'INSERT' then
    perform realtime.send(jsonb_build_object('brief_ids', r.brief_ids), 'brief_changed', 'user:' || r.reader, true)
    from (
      select x.reader, jsonb_agg(distinct to_jsonb(x.brief_id)) as brief_ids
      from (
        select n.brief_id, b.user_id as reader from new_rows n join public.briefs b on b.id = n.brief_id
        union
        select n.brief_id, s.shared_with_user_id from new_rows n join public.brief_shares s on s.brief_id = n.brief_id
        union
        select n.brief_id, u.user_id from new_rows n cross join public.user_roles u where u.role = 'admin'
      ) x
      where x.reader is not null
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
      group by x.reader
    ) r;
  else
    -- An unshare: the remaining readers, and the member who lost access (so their copy goes).
    perform realtime.send(jsonb_build_object('brief_ids', r.brief_ids), 'brief_changed', 'user:' || r.reader, true)
    from (
      select x.reader, jsonb_agg(distinct to_jsonb(x.brief_id)) as brief_ids
      from (
        select o.brief_id, b.user_id as reader from old_rows o join public.briefs b on b.id = o.brief_id
        union
        select o.brief_id, s.shared_with_user_id from old_rows o join public.brief_shares s on s.brief_id = o.brief_id
        union
        select o.brief_id, u.user_id from old_rows o cross join public.user_roles u where u.role = 'admin'
        union
        select o.brief_id, o.shared_with_user_id from old_rows o
      ) x
      where x.reader is not null
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
      group by x.reader
    ) r;
  end if;
  return null;
end
$$;
