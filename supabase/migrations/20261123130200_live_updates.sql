-- Live updates (issue 13): Realtime broadcast from the database on private channels, authorised by
-- row-level security. Every change to a brief or its shares sends a small signal — {brief_ids} and
-- nothing of the content — to the private topic 'user:<id>' of each member who can read the brief (the
-- owner, the share recipients and the admins), and to a recipient whose share was just removed. The
-- app pulls on the signal (the pull decides what the member may see); polling stays as the fallback.
-- Only the member may join their own topic: a policy on realtime.messages, checked by Realtime when a
-- private channel is joined. Hosted Supabase: Realtime → Settings → disable "Allow public access"
-- (private channels only); see the README.

create function public.brief_readers(the_brief_id uuid) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select b.user_id from public.briefs b where b.id = the_brief_id
  union
  select s.shared_with_user_id from public.brief_shares s where s.brief_id = the_brief_id
  union
  select r.user_id from public.user_roles r where r.role = 'admin'
$$;
comment on function public.brief_readers(uuid) is
  'Who can read a brief: owner, share recipients, admins. For the live-update signal; not callable by clients.';
revoke execute on function public.brief_readers(uuid) from public, anon, authenticated;

-- One signal per reader per statement (a bulk insert of 5,000 briefs sends one message to its owner,
-- not 5,000): {brief_ids: [...]}, the changed briefs that reader can (or, for an unshare, could) read.
create function public.send_brief_signals(changes jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  item record;
begin
  -- changes: [{reader, brief_id}]
  for item in
    select c ->> 'reader' as reader, jsonb_agg(distinct c -> 'brief_id') as brief_ids
    from jsonb_array_elements(changes) c
    where c ->> 'reader' is not null
    group by c ->> 'reader'
  loop
    perform realtime.send(jsonb_build_object('brief_ids', item.brief_ids), 'brief_changed', 'user:' || item.reader, true);
  end loop;
end
$$;
revoke execute on function public.send_brief_signals(jsonb) from public, anon, authenticated;

create function public.signal_brief_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_table_name = 'briefs' and tg_op = 'DELETE' then
    -- The shares are gone by now; the tombstone (written BEFORE DELETE) lists who could see the brief.
    select jsonb_agg(jsonb_build_object('reader', r.reader, 'brief_id', r.brief_id)) into changes
    from (
      select distinct o.id as brief_id, unnest(t.visible_to) as reader
      from old_rows o join public.brief_tombstones t on t.brief_id = o.id
      union
      select o.id, u.user_id from old_rows o cross join public.user_roles u where u.role = 'admin'
    ) r;
  elsif tg_table_name = 'briefs' then
    select jsonb_agg(jsonb_build_object('reader', r.reader, 'brief_id', r.brief_id)) into changes
    from (
      select distinct n.id as brief_id, x as reader
      from new_rows n cross join lateral public.brief_readers(n.id) x
    ) r;
  elsif tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('reader', r.reader, 'brief_id', r.brief_id)) into changes
    from (
      select distinct n.brief_id, x as reader from new_rows n cross join lateral public.brief_readers(n.brief_id) x
    ) r;
  else
    -- An unshare: the remaining readers, and the member who lost access (so their copy goes).
    select jsonb_agg(jsonb_build_object('reader', r.reader, 'brief_id', r.brief_id)) into changes
    from (
      select distinct o.brief_id, x as reader from old_rows o cross join lateral public.brief_readers(o.brief_id) x
      union
      select o.brief_id, o.shared_with_user_id from old_rows o
    ) r;
  end if;
  perform public.send_brief_signals(coalesce(changes, '[]'::jsonb));
  return null;
end
$$;
comment on function public.signal_brief_change() is
  'Statement trigger: sends the live-update signal {brief_ids} to the private topic of each reader.';
revoke execute on function public.signal_brief_change() from public, anon, authenticated;

create trigger briefs_signal_insert after insert on public.briefs
  referencing new table as new_rows for each statement execute function public.signal_brief_change();
create trigger briefs_signal_update after update on public.briefs
  referencing new table as new_rows for each statement execute function public.signal_brief_change();
create trigger briefs_signal_delete after delete on public.briefs
  referencing old table as old_rows for each statement execute function public.signal_brief_change();
create trigger brief_shares_signal_insert after insert on public.brief_shares
  referencing new table as new_rows for each statement execute function public.signal_brief_change();
create trigger brief_shares_signal_delete after delete on public.brief_shares
  referencing old table as old_rows for each statement execute function public.signal_brief_change();

-- A member may receive broadcasts on their own topic only.
create policy "members receive their own live updates" on realtime.messages
  for select to authenticated
  using (realtime.topic() = 'user:' || (select auth.uid())::text and extension = 'broadcast');
