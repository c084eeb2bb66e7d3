-- Saves and lists cost what they did before issues 11–16 (issue 12: "`npm run bench`'s requests per
-- second stay within 10 % with the limits on"). Same rules, same results; only how they are computed
-- changes. Measured per single-brief upsert as the authenticated role on PostgreSQL 15 (EXPLAIN ANALYZE
-- and pg_stat_xact_user_functions over 300 saves; see the README's bench section):
--
-- * The policy helpers (is_active_member, is_admin, can_read_brief, can_write_brief, can_manage_brief,
--   member_can_read_brief) were SQL functions with SECURITY DEFINER and a fixed search_path. Such a
--   function is never inlined, and before PostgreSQL 18 its body is parsed and planned again in every
--   statement that calls it: is_active_member alone took 0.11 ms a call, three calls per upsert (the
--   restrictive policy's insert check and update using/check), a third of a save's database time.
--   In PL/pgSQL the same query is planned once per session and then reused. Bodies are unchanged.
-- * The live-update signal called brief_readers() (the same re-planning) per changed row, built a
--   jsonb list and handed it to send_brief_signals(), which grouped it again: 0.8 ms a save. It now
--   groups readers in one set-based query over the transition table and calls realtime.send() per
--   reader as before (one message per reader per statement, same topic, event and payload).
-- * The history trigger called history_value() for every changed field, though it only rewrites the
--   two file fields: other fields now record to_jsonb() directly (what history_value returned).
--   build_brief_history_trigger() generates the cheaper form, so a later column still gets it.

-- ---------------------------------------------------------------------------------------------------
-- Policy helpers: PL/pgSQL, same queries. CREATE OR REPLACE keeps their grants and comments.

create or replace function public.is_active_member() returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1 from public.user_roles where user_id = auth.uid() and deactivated_at is null
  );
end
$$;

create or replace function public.is_admin() returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1 from public.user_roles
    where user_id = auth.uid() and role = 'admin' and deactivated_at is null
  );
end
$$;

create or replace function public.can_read_brief(brief_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return public.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = can_read_brief.brief_id
      and (
        b.user_id = auth.uid()
        or public.is_admin()
        or exists (select 1 from public.brief_shares s where s.brief_id = b.id and s.shared_with_user_id = auth.uid())
      )
  );
end
$$;

create or replace function public.can_write_brief(brief_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return public.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = can_write_brief.brief_id
      and (
        b.user_id = auth.uid()
        or public.is_admin()
        or exists (
          select 1 from public.brief_shares s
          where s.brief_id = b.id and s.shared_with_user_id = auth.uid() and s.permission = 'write'
        )
      )
  );
end
$$;

create or replace function public.can_manage_brief(brief_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return public.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = can_manage_brief.brief_id and (b.user_id = auth.uid() or public.is_admin())
  );
end
$$;

create or replace function public.member_can_read_brief(the_brief_id uuid, member uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1 from public.briefs b
    where b.id = the_brief_id
      and (
        b.user_id = member
        or exists (select 1 from public.user_roles r where r.user_id = member and r.role = 'admin')
        or exists (select 1 from public.brief_shares s where s.brief_id = b.id and s.shared_with_user_id = member)
      )
  );
end
$$;

create or replace function public.brief_readers(the_brief_id uuid) returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select b.user_id from public.briefs b where b.id = the_brief_id
    union
    select s.shared_with_user_id from public.brief_shares s where s.brief_id = the_brief_id
    union
    select r.user_id from public.user_roles r where r.role = 'admin';
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The live-update signal, set-based: who can read each changed brief (owner, share recipients,
-- admins — brief_readers()), grouped per reader, one realtime.send per reader per statement.

create or replace function public.signal_brief_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
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
      group by x.reader
    ) r;
  elsif tg_table_name = 'briefs' then
    -- An upsert that updated fires the insert trigger too, with no rows: nothing to send.
    if not exists (select 1 from new_rows) then
      return null;
    end if;
    perform realtime.send(jsonb_build_object('brief_ids', r.brief_ids), 'brief_changed', 'user:' || r.reader, true)
    from (
      select x.reader, jsonb_agg(distinct to_jsonb(x.brief_id)) as brief_ids
      from (
        select n.id as brief_id, b.user_id as reader from new_rows n join public.briefs b on b.id = n.id
        union
        select n.id, s.shared_with_user_id from new_rows n join public.brief_shares s on s.brief_id = n.id
        union
        select n.id, u.user_id from new_rows n cross join public.user_roles u where u.role = 'admin'
      ) x
      where x.reader is not null
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
      group by x.reader
    ) r;
  end if;
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- History: history_value() only for the file fields (it stores large files once and records a
-- reference); every other field's value is recorded as it is, which is what history_value returned.

create or replace function public.build_brief_history_trigger() returns void
language plpgsql set search_path = ''
as $build$
declare
  column_name text;
  pieces text[] := '{}';
begin
  foreach column_name in array public.brief_content_columns() loop
    if column_name in ('brand_documents', 'visual_style_files') then
      pieces := pieces || format(
        $f$case when files_targeted and o.%1$I is distinct from n.%1$I then jsonb_build_object(%2$L, jsonb_build_object(
        'before', public.history_value(n.id, %2$L, to_jsonb(o.%1$I)),
        'after', public.history_value(n.id, %2$L, to_jsonb(n.%1$I)))) else '{}'::jsonb end$f$,
        column_name, column_name);
    else
      pieces := pieces || format(
        $f$case when o.%1$I is distinct from n.%1$I then jsonb_build_object(%2$L, jsonb_build_object(
        'before', to_jsonb(o.%1$I), 'after', to_jsonb(n.%1$I))) else '{}'::jsonb end$f$,
        column_name, column_name);
    end if;
  end loop;
  execute format($f$
create or replace function public.briefs_after_update_history() returns trigger
language plpgsql security definer set search_path = ''
as $body$
declare
  files_targeted boolean := coalesce(current_setting('briefsmith.files_targeted', true), '') = 'on';
begin
  if files_targeted then
    perform set_config('briefsmith.files_targeted', '', true);
  end if;
  -- An update that changes nothing records nothing.
  insert into public.brief_history (brief_id, version, kind, author_id, changes)
  select n.id, n.version, 'updated', auth.uid(), c.changes
  from new_rows n
  join old_rows o on o.id = n.id
  cross join lateral (select %1$s as changes) c
  where c.changes <> '{}'::jsonb;
  return null;
end
$body$;
revoke execute on function public.briefs_after_update_history() from public, anon, authenticated;
$f$, array_to_string(pieces, E'\n      || '));
end
$build$;
revoke execute on function public.build_brief_history_trigger() from public, anon, authenticated;

select public.build_brief_history_trigger();

-- ---------------------------------------------------------------------------------------------------
-- One BEFORE row trigger instead of five. An upsert (the spec's save) fired briefs_before_insert,
-- briefs_enforce_limits and briefs_set_updated_by for the proposed row, then briefs_before_update,
-- briefs_enforce_limits, briefs_set_updated_by and briefs_transfer_owner for the update: seven trigger
-- calls, each switching search_path. briefs_before_write does the same work in the same order (the
-- order PostgreSQL fired them in: by name), in one call per row.

create function public.briefs_before_write() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  tombstone public.brief_tombstones;
  existing_owner uuid;
  transfer text;
  max_file_bytes constant bigint := 14 * 1024 * 1024;
  max_files_bytes constant bigint := 100 * 1024 * 1024;
  max_text_bytes constant bigint := 1024 * 1024;
  files_changed boolean;
  largest bigint;
  total bigint;
  content public.briefs;
begin
  if tg_op = 'INSERT' then
    -- (was briefs_before_insert) Signed-in callers only: the service role and the database owner act
    -- for the server. An owner's own upsert is the common case and skips the share lookup.
    select b.user_id into existing_owner from public.briefs b where b.id = new.id;
    if found and caller is not null and existing_owner is distinct from caller
       and not public.can_read_brief(new.id) then
      raise exception 'new row violates row-level security policy for table "briefs"' using errcode = '42501';
    end if;
    select * into tombstone from public.brief_tombstones t where t.brief_id = new.id;
    if tombstone.brief_id is not null and caller is not null
       and caller is distinct from coalesce(tombstone.owner_id, tombstone.visible_to[1])
       and not caller = any (tombstone.editors)
       and not public.is_admin() then
      raise exception 'new row violates row-level security policy for table "briefs"' using errcode = '42501';
    end if;
    -- A restored brief continues the version sequence of the deleted one, so no device mistakes it
    -- for an older copy; it keeps its creation time.
    new.version := coalesce(tombstone.version, 0) + 1;
    new.updated_at := clock_timestamp();
    new.created_at := coalesce(tombstone.brief_created_at, now());
    files_changed := true;
  else
    -- (was briefs_before_update)
    if new.id is distinct from old.id then
      raise exception 'A brief''s id cannot change' using errcode = '42501';
    end if;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
    new.version := old.version + 1;
    new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
    -- Unchanged files are not measured again: a title edit of a large brief stays cheap.
    files_changed := new.brand_documents is distinct from old.brand_documents
      or new.visual_style_files is distinct from old.visual_style_files;
  end if;

  -- (was briefs_enforce_limits)
  if files_changed then
    if cardinality(new.brand_documents) > 20 then
      raise exception 'A brief can hold at most 20 brand documents (this one has %)', cardinality(new.brand_documents)
        using errcode = '23514';
    end if;
    if cardinality(new.visual_style_files) > 10 then
      raise exception 'A brief can hold at most 10 visual style files (this one has %)', cardinality(new.visual_style_files)
        using errcode = '23514';
    end if;
    select max(octet_length(f)), coalesce(sum(octet_length(f)), 0) into largest, total
    from unnest(new.brand_documents || new.visual_style_files) f;
    if largest > max_file_bytes then
      raise exception 'Files must be 10 MB or smaller' using errcode = '23514';
    end if;
    if total > max_files_bytes then
      raise exception 'The files of a brief may not exceed 100 MB together' using errcode = '23514';
    end if;
  end if;
  content := new;
  content.brand_documents := '{}';
  content.visual_style_files := '{}';
  if octet_length(content::text) > max_text_bytes then
    raise exception 'The text of a brief may not exceed 1 MB' using errcode = '23514';
  end if;

  -- (was briefs_set_updated_by)
  new.updated_by := caller;
  new.updated_by_name := (
    select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.id = caller
  );

  -- (was briefs_transfer_owner) An admin's transfer_briefs sets `briefsmith.transfer` = '<from>:<to>'
  -- for its own transaction; the owner moves only then, after the owner was pinned above.
  if tg_op = 'UPDATE' then
    transfer := current_setting('briefsmith.transfer', true);
    if coalesce(transfer, '') <> '' and split_part(transfer, ':', 1) = old.user_id::text and public.is_admin() then
      new.user_id := split_part(transfer, ':', 2)::uuid;
    end if;
  end if;
  return new;
end
$$;
comment on function public.briefs_before_write() is
  'BEFORE INSERT OR UPDATE on briefs: restore rights and server-set columns, size limits, updated_by, owner transfer.';
revoke execute on function public.briefs_before_write() from public, anon, authenticated;

drop trigger briefs_before_insert on public.briefs;
drop trigger briefs_before_update on public.briefs;
drop trigger briefs_enforce_limits on public.briefs;
drop trigger briefs_set_updated_by on public.briefs;
drop trigger briefs_transfer_owner on public.briefs;
drop function public.briefs_before_insert();
drop function public.briefs_before_update();
drop function public.briefs_enforce_limits();
drop function public.briefs_set_updated_by();
drop function public.briefs_transfer_owner();

create trigger briefs_before_write before insert or update on public.briefs
  for each row execute function public.briefs_before_write();
