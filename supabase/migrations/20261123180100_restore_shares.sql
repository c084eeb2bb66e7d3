-- Undo brings a deleted brief back with its shares (issue 14: "the brief comes back exactly as it
-- was" includes who it was shared with). Deleting a brief deletes its shares (cascade); a restore
-- (push_brief_change kind 'restore', or any insert of the deleted brief's id the tombstone allows)
-- recreates the brief only. So:
--   * brief_share_archive keeps the shares a brief had when it was deleted: written by an AFTER
--     DELETE trigger on brief_shares when the share goes because its brief went (the brief row is
--     already gone when the cascade runs). Nobody reads or writes it directly: row-level security
--     with no policy, and no privileges for clients.
--   * An AFTER INSERT trigger on briefs gives the archived shares back when the inserted id has an
--     archive and the caller is the deleted brief's owner or an admin (briefs_before_insert already
--     refuses anyone else a tombstoned id). Each share comes back as it was (recipient, permission,
--     who shared it, when), except a share with the restored brief's new owner (an admin's restore
--     makes the admin the owner, and a brief is never shared with its owner). Recipients whose
--     account is gone are skipped. Then the brief's archive is removed. Inserts of new briefs pay one
--     index probe.
--   * Archives last as long as an undo can reasonably wait (a restore queued offline): 30 days,
--     pruned whenever a brief's shares are archived.

create table public.brief_share_archive (
  brief_id uuid not null,
  shared_with_user_id uuid not null,
  shared_by_user_id uuid,
  permission text not null,
  shared_at timestamptz not null,
  owner_id uuid not null,
  archived_at timestamptz not null default clock_timestamp(),
  primary key (brief_id, shared_with_user_id)
);
comment on table public.brief_share_archive is
  'Shares of a deleted brief, given back when its owner or an admin restores it (undo); kept 30 days. Server-only: no client may read or write it.';
create index brief_share_archive_archived_at_idx on public.brief_share_archive (archived_at);

alter table public.brief_share_archive enable row level security;
revoke all on public.brief_share_archive from public, anon, authenticated;

create function public.brief_shares_archive_on_brief_delete() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  deleted_owner uuid;
begin
  -- A share removed while its brief stays is an unshare (brief_revocations), not archived.
  if exists (select 1 from public.briefs where id = old.brief_id) then
    return null;
  end if;
  select coalesce(t.owner_id, t.visible_to[1]) into deleted_owner
  from public.brief_tombstones t where t.brief_id = old.brief_id;
  if deleted_owner is null then
    return null;
  end if;
  delete from public.brief_share_archive where archived_at < clock_timestamp() - interval '30 days';
  insert into public.brief_share_archive
    (brief_id, shared_with_user_id, shared_by_user_id, permission, shared_at, owner_id)
  values (old.brief_id, old.shared_with_user_id, old.shared_by_user_id, old.permission, old.created_at, deleted_owner)
  on conflict (brief_id, shared_with_user_id) do update
    set shared_by_user_id = excluded.shared_by_user_id, permission = excluded.permission,
        shared_at = excluded.shared_at, owner_id = excluded.owner_id, archived_at = excluded.archived_at;
  return null;
end
$$;
revoke execute on function public.brief_shares_archive_on_brief_delete() from public, anon, authenticated;

create trigger brief_shares_archive_on_brief_delete after delete on public.brief_shares
  for each row execute function public.brief_shares_archive_on_brief_delete();

create function public.briefs_restore_shares() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  archived_owner uuid;
begin
  select a.owner_id into archived_owner from public.brief_share_archive a where a.brief_id = new.id limit 1;
  if archived_owner is null then
    return null;
  end if;
  -- The server itself (no caller) restores too; a member only as the owner or an admin.
  if caller is null or caller = archived_owner or public.is_admin() then
    insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission, created_at)
    select new.id, a.shared_with_user_id,
      case when exists (select 1 from auth.users u where u.id = a.shared_by_user_id) then a.shared_by_user_id end,
      a.permission, a.shared_at
    from public.brief_share_archive a
    where a.brief_id = new.id
      and a.shared_with_user_id <> new.user_id
      and a.archived_at >= clock_timestamp() - interval '30 days'
      and exists (select 1 from auth.users u where u.id = a.shared_with_user_id)
    on conflict (brief_id, shared_with_user_id) do nothing;
  end if;
  delete from public.brief_share_archive where brief_id = new.id;
  return null;
end
$$;
revoke execute on function public.briefs_restore_shares() from public, anon, authenticated;

create trigger briefs_restore_shares after insert on public.briefs
  for each row execute function public.briefs_restore_shares();
