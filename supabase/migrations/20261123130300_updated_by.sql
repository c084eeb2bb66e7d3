-- Who last changed each brief (issue 13): set by the server on every insert and update from the
-- caller's session — a client's value is always overwritten, so nobody can put a colleague's name on
-- their change. The name is kept beside the id (from the member's profile: full name, else e-mail) so
-- that every conflict, card and notice can say "Maya changed this", through the pull and push answers
-- that already carry the whole row. Tombstones already record deleted_by.

alter table public.briefs
  add column updated_by uuid references auth.users (id) on delete set null,
  add column updated_by_name text;
comment on column public.briefs.updated_by is 'Who made the latest change (auth.uid() of the writer). Server-set.';
comment on column public.briefs.updated_by_name is 'That member''s name (full name, else e-mail) when they made it. Server-set.';

create function public.briefs_set_updated_by() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.updated_by := auth.uid();
  new.updated_by_name := (
    select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.id = new.updated_by
  );
  return new;
end
$$;
comment on function public.briefs_set_updated_by() is 'Trigger: stamps updated_by and updated_by_name from the session.';
revoke execute on function public.briefs_set_updated_by() from public, anon, authenticated;

create trigger briefs_set_updated_by before insert or update on public.briefs
  for each row execute function public.briefs_set_updated_by();

-- Who deleted a brief, for the notice "deleted by Maya while you were editing": only for tombstones of
-- briefs the caller could see (visible_to), and only names — nothing of the brief.
create function public.brief_deleters(brief_ids uuid[]) returns table (brief_id uuid, deleted_by_name text)
language sql stable security definer set search_path = ''
as $$
  select t.brief_id, coalesce(nullif(btrim(p.full_name), ''), p.email)
  from public.brief_tombstones t
  left join public.profiles p on p.id = t.deleted_by
  where t.brief_id = any(brief_ids) and auth.uid() = any(t.visible_to)
$$;
comment on function public.brief_deleters(uuid[]) is
  'Who deleted each of these briefs, for tombstones the caller could see; nothing else.';
revoke execute on function public.brief_deleters(uuid[]) from public, anon;
grant execute on function public.brief_deleters(uuid[]) to authenticated;
