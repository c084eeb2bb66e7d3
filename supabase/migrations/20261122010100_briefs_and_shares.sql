-- Briefs and their shares, with what offline sync needs from the server.
--
-- Rules that must not break (DESIGN §4, §6):
--   * Visible to the owner, to members it is shared with and to admins; updatable by the owner, write
--     shares and admins; deletable by the owner and admins; created only as one's own brief.
--   * Ownership never changes on save: the spec's upsert sends user_id = the current user, and a write
--     share's save must not take the brief over, so an update trigger silently keeps the old user_id.
--   * The server owns version (1 on insert, +1 on every update) and updated_at (clock_timestamp(),
--     strictly increasing per row): pull cursors and conflict detection rely on them.
--   * Deletes are real deletes; a trigger writes brief_tombstones (with everyone who could see the
--     brief) so the deletion reaches other devices. Removing a share writes brief_revocations.
--   * Bad values are rejected with check constraints (23514) — an error the client sees, never a
--     silent zero-row success.

-- ---------------------------------------------------------------------------------------------------
-- Tables

create table public.briefs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null default '',
  type text not null default 'brand' constraint briefs_type_check check (type in ('brand', 'marketing', 'product')),
  status text not null default 'draft'
    constraint briefs_status_check check (status in ('draft', 'in-progress', 'review', 'completed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  project_name text not null default '',
  description text not null default '',
  company text not null default '',
  industry text not null default '',
  project_type text not null default '',
  primary_goals text[] not null default '{}',
  business_objectives text not null default '',
  key_messages text[] not null default '{}',
  success_metrics text not null default '',
  primary_audience text not null default '',
  demographics text not null default '',
  psychographics text not null default '',
  pain_points text[] not null default '{}',
  user_journey text not null default '',
  brand_personality text[] not null default '{}',
  tone_of_voice text not null default '',
  brand_values text[] not null default '{}',
  brand_promise text not null default '',
  differentiators text[] not null default '{}',
  brand_documents text[] not null default '{}',
  direct_competitors text[] not null default '{}',
  indirect_competitors text[] not null default '{}',
  competitive_advantage text not null default '',
  deliverables jsonb not null default '{}'
    constraint briefs_deliverables_check check (jsonb_typeof(deliverables) = 'object'),
  custom_deliverables text[] not null default '{}',
  timeline text not null default '',
  budget text not null default '',
  constraints text[] not null default '{}',
  technical_requirements text[] not null default '{}',
  visual_style text not null default '',
  visual_style_files text[] not null default '{}',
  inspiration text[] not null default '{}',
  color_preferences text not null default '',
  design_donts_list text[] not null default '{}',
  additional_notes text not null default ''
);
comment on table public.briefs is
  'Creative briefs (spec §3 stored row). version and updated_at are set by the server; user_id never changes after insert. Files are data URLs inside brand_documents / visual_style_files.';
create index briefs_user_id_idx on public.briefs (user_id);
create index briefs_updated_at_id_idx on public.briefs (updated_at, id);

create table public.brief_shares (
  id uuid primary key default gen_random_uuid(),
  brief_id uuid not null references public.briefs (id) on delete cascade,
  shared_with_user_id uuid not null references auth.users (id) on delete cascade,
  shared_by_user_id uuid references auth.users (id) on delete set null,
  permission text not null default 'read' constraint brief_shares_permission_check check (permission in ('read', 'write')),
  created_at timestamptz not null default clock_timestamp(),
  constraint brief_shares_brief_id_shared_with_user_id_key unique (brief_id, shared_with_user_id)
);
comment on table public.brief_shares is
  'A brief shared with one member, read (View Only) or write (Can Edit). One per brief and member: a second is a unique violation (23505, "Already shared"). Created or removed, never changed.';
create index brief_shares_shared_with_user_id_idx on public.brief_shares (shared_with_user_id);

create table public.brief_tombstones (
  brief_id uuid primary key,
  deleted_at timestamptz not null default clock_timestamp(),
  deleted_by uuid,
  version bigint not null,
  visible_to uuid[] not null default '{}'
);
comment on table public.brief_tombstones is
  'One per deleted brief: lets devices that still hold it remove it on their next pull. visible_to lists the owner and share recipients at the time of deletion; admins see every tombstone. Kept if the brief is restored (pull skips tombstones of briefs the caller can read).';
create index brief_tombstones_deleted_at_idx on public.brief_tombstones (deleted_at);

create table public.brief_revocations (
  brief_id uuid not null,
  user_id uuid not null,
  revoked_at timestamptz not null default clock_timestamp(),
  primary key (brief_id, user_id)
);
comment on table public.brief_revocations is
  'A share that was removed: tells the former recipient''s devices to drop the brief on their next pull. Cleared when the brief is shared with them again.';
create index brief_revocations_user_id_revoked_at_idx on public.brief_revocations (user_id, revoked_at);

-- ---------------------------------------------------------------------------------------------------
-- Access helpers: SECURITY DEFINER so that briefs' policies can look at brief_shares and shares'
-- policies at briefs without recursing through each other's row-level security.

create function public.can_read_brief(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.briefs b
    where b.id = brief_id
      and (
        b.user_id = auth.uid()
        or public.is_admin()
        or exists (select 1 from public.brief_shares s where s.brief_id = b.id and s.shared_with_user_id = auth.uid())
      )
  )
$$;
comment on function public.can_read_brief(uuid) is 'Owner, share recipient (any permission) or admin.';

create function public.can_write_brief(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.briefs b
    where b.id = brief_id
      and (
        b.user_id = auth.uid()
        or public.is_admin()
        or exists (
          select 1 from public.brief_shares s
          where s.brief_id = b.id and s.shared_with_user_id = auth.uid() and s.permission = 'write'
        )
      )
  )
$$;
comment on function public.can_write_brief(uuid) is 'Owner, write-share recipient or admin.';

create function public.can_manage_brief(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.briefs b
    where b.id = brief_id and (b.user_id = auth.uid() or public.is_admin())
  )
$$;
comment on function public.can_manage_brief(uuid) is 'Owner or admin: may delete the brief and create or remove its shares.';

-- ---------------------------------------------------------------------------------------------------
-- Server-managed fields

create function public.briefs_before_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  previous_version bigint;
begin
  -- A restored brief continues the version sequence of the deleted one, so no device mistakes it
  -- for an older copy. The tombstone stays: pull hides it from whoever can read the brief again and
  -- still tells everyone else to drop their copy.
  select t.version into previous_version from public.brief_tombstones t where t.brief_id = new.id;
  new.version := coalesce(previous_version, 0) + 1;
  new.updated_at := clock_timestamp();
  new.created_at := coalesce(new.created_at, now());
  return new;
end
$$;

create function public.briefs_before_update() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'A brief''s id cannot change' using errcode = '42501';
  end if;
  new.user_id := old.user_id;
  new.created_at := old.created_at;
  new.version := old.version + 1;
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  return new;
end
$$;

create function public.briefs_before_delete() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- BEFORE, not AFTER: the cascade removes the shares before AFTER triggers would see them.
  insert into public.brief_tombstones (brief_id, deleted_at, deleted_by, version, visible_to)
  values (
    old.id, clock_timestamp(), auth.uid(), old.version,
    array[old.user_id] || coalesce(
      (select array_agg(s.shared_with_user_id) from public.brief_shares s where s.brief_id = old.id), '{}'
    )
  )
  on conflict (brief_id) do update
    set deleted_at = excluded.deleted_at, deleted_by = excluded.deleted_by,
        version = excluded.version, visible_to = excluded.visible_to;
  return old;
end
$$;

create trigger briefs_before_insert before insert on public.briefs
  for each row execute function public.briefs_before_insert();
create trigger briefs_before_update before update on public.briefs
  for each row execute function public.briefs_before_update();
create trigger briefs_before_delete before delete on public.briefs
  for each row execute function public.briefs_before_delete();

create function public.brief_shares_after_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.brief_revocations where brief_id = new.brief_id and user_id = new.shared_with_user_id;
  return null;
end
$$;

create function public.brief_shares_after_delete() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- When the brief itself is being deleted its tombstone already tells the recipient.
  if exists (select 1 from public.briefs where id = old.brief_id) then
    insert into public.brief_revocations (brief_id, user_id, revoked_at)
    values (old.brief_id, old.shared_with_user_id, clock_timestamp())
    on conflict (brief_id, user_id) do update set revoked_at = excluded.revoked_at;
  end if;
  return null;
end
$$;

create trigger brief_shares_after_insert after insert on public.brief_shares
  for each row execute function public.brief_shares_after_insert();
create trigger brief_shares_after_delete after delete on public.brief_shares
  for each row execute function public.brief_shares_after_delete();

revoke execute on function public.briefs_before_insert(), public.briefs_before_update(),
  public.briefs_before_delete(), public.brief_shares_after_insert(), public.brief_shares_after_delete()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Row-level security

alter table public.briefs enable row level security;
alter table public.brief_shares enable row level security;
alter table public.brief_tombstones enable row level security;
alter table public.brief_revocations enable row level security;

create policy "owners, share recipients and admins can read briefs" on public.briefs
  for select to authenticated
  using (user_id = (select auth.uid()) or public.can_read_brief(id));
create policy "members can create briefs they own" on public.briefs
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "owners, write shares and admins can update briefs" on public.briefs
  for update to authenticated
  using (user_id = (select auth.uid()) or public.can_write_brief(id))
  with check (user_id = (select auth.uid()) or public.can_write_brief(id));
create policy "owners and admins can delete briefs" on public.briefs
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
revoke truncate on public.briefs from anon, authenticated;

create policy "those who can see a brief can see its shares" on public.brief_shares
  for select to authenticated using (public.can_read_brief(brief_id));
create policy "owners and admins can share briefs" on public.brief_shares
  for insert to authenticated
  with check (shared_by_user_id = (select auth.uid()) and public.can_manage_brief(brief_id));
create policy "owners and admins can remove shares" on public.brief_shares
  for delete to authenticated using (public.can_manage_brief(brief_id));
revoke update, truncate on public.brief_shares from anon, authenticated;

create policy "those who could see a deleted brief can see its tombstone" on public.brief_tombstones
  for select to authenticated
  using ((select auth.uid()) = any (visible_to) or (select public.is_admin()));
revoke insert, update, delete, truncate on public.brief_tombstones from anon, authenticated;

create policy "members can see their own revoked shares" on public.brief_revocations
  for select to authenticated using (user_id = (select auth.uid()));
revoke insert, update, delete, truncate on public.brief_revocations from anon, authenticated;
