-- Live updates (issue 13): Realtime broadcast from the database on private channels, authorised by
-- row-level security. Every change to a brief or its shares sends a small signal — {brief_id} and
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

create function public.signal_brief_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  the_brief_id uuid;
  reader uuid;
  readers uuid[];
begin
  if tg_table_name = 'briefs' then
    the_brief_id := coalesce(new.id, old.id);
  else
    the_brief_id := coalesce(new.brief_id, old.brief_id);
  end if;
  -- BEFORE DELETE of a brief: its shares still exist, so its readers can still be named.
  select array_agg(r) into readers from public.brief_readers(the_brief_id) r;
  if tg_table_name = 'brief_shares' and tg_op = 'DELETE' then
    readers := array_append(readers, old.shared_with_user_id);
  end if;
  foreach reader in array coalesce(readers, '{}') loop
    perform realtime.send(
      jsonb_build_object('brief_id', the_brief_id),
      'brief_changed',
      'user:' || reader::text,
      true
    );
  end loop;
  return coalesce(new, old);
end
$$;
comment on function public.signal_brief_change() is
  'Trigger: sends the live-update signal {brief_id} to the private topic of each reader of the brief.';
revoke execute on function public.signal_brief_change() from public, anon, authenticated;

create trigger briefs_signal_change after insert or update on public.briefs
  for each row execute function public.signal_brief_change();
create trigger briefs_signal_delete before delete on public.briefs
  for each row execute function public.signal_brief_change();
create trigger brief_shares_signal_change after insert or delete on public.brief_shares
  for each row execute function public.signal_brief_change();

-- A member may receive broadcasts on their own topic only.
create policy "members receive their own live updates" on realtime.messages
  for select to authenticated
  using (realtime.topic() = 'user:' || (select auth.uid())::text and extension = 'broadcast');
