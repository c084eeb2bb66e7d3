-- Hardening found by scripted attacks over HTTP (issue 12). Rules that must not break:
--
--   * Size limits, enforced here whatever the client says (the editor states the same ones):
--       - at most 20 brand documents and 10 visual style files;
--       - one file at most 14 MiB as stored — a 10 MB file as a base64 data URL, with its name;
--       - the files of a brief at most 100 MiB together, everything else (text, lists, deliverables)
--         at most 1 MiB.
--     A refusal is 23514 with a sentence a person can act on; the app keeps the change and shows it.
--   * No existence oracle: inserting a brief id that exists but that the caller cannot see is refused
--     exactly like any other insert row-level security refuses (42501), never as a duplicate (23505).
--   * Restore rights: a deleted brief comes back only for its owner, for whoever could edit it when it
--     was deleted (write shares, recorded in the tombstone) and for admins. When someone other than
--     the owner restores it, the owner gets a write share on the restored brief, so the owner's own
--     restore (which then behaves as an edit) always works.
--   * Server-set columns: created_at is the server's (a restore keeps the deleted brief's);
--     the internal helpers of push_brief_change are gone (their bodies now live inside it); applied_ops
--     rows are written by push_brief_change only.
--   * Pull pages are bounded by the stored size of whole rows (text included), not only the files.

-- ---------------------------------------------------------------------------------------------------
-- Size limits

create function public.briefs_enforce_limits() returns trigger
language plpgsql set search_path = ''
as $$
declare
  max_file_bytes constant bigint := 14 * 1024 * 1024;
  max_files_bytes constant bigint := 100 * 1024 * 1024;
  max_text_bytes constant bigint := 1024 * 1024;
  files_changed boolean;
  largest bigint;
  total bigint;
  content public.briefs;
begin
  if tg_op = 'INSERT' then
    files_changed := true;
  else
    -- Unchanged files are not measured again: a title edit of a large brief stays cheap.
    files_changed := new.brand_documents is distinct from old.brand_documents
      or new.visual_style_files is distinct from old.visual_style_files;
  end if;
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
  return new;
end
$$;
revoke execute on function public.briefs_enforce_limits() from public, anon, authenticated;

create trigger briefs_enforce_limits before insert or update on public.briefs
  for each row execute function public.briefs_enforce_limits();

-- ---------------------------------------------------------------------------------------------------
-- Tombstones remember who owned and who could edit the brief, and when it was created.

alter table public.brief_tombstones
  add column owner_id uuid,
  add column editors uuid[] not null default '{}',
  add column brief_created_at timestamptz;
comment on column public.brief_tombstones.editors is
  'Write-share recipients when the brief was deleted: with the owner and admins, the only ones who may restore it.';

create or replace function public.briefs_before_delete() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- BEFORE, not AFTER: the cascade removes the shares before AFTER triggers would see them.
  insert into public.brief_tombstones (brief_id, deleted_at, deleted_by, version, visible_to, owner_id, editors, brief_created_at)
  values (
    old.id, clock_timestamp(), auth.uid(), old.version,
    array[old.user_id] || coalesce(
      (select array_agg(s.shared_with_user_id) from public.brief_shares s where s.brief_id = old.id), '{}'
    ),
    old.user_id,
    coalesce(
      (select array_agg(s.shared_with_user_id) from public.brief_shares s
        where s.brief_id = old.id and s.permission = 'write'), '{}'
    ),
    old.created_at
  )
  on conflict (brief_id) do update
    set deleted_at = excluded.deleted_at, deleted_by = excluded.deleted_by,
        version = excluded.version, visible_to = excluded.visible_to,
        owner_id = excluded.owner_id, editors = excluded.editors,
        brief_created_at = excluded.brief_created_at;
  return old;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Inserts: no existence oracle, restore rights, server-set created_at.

create or replace function public.briefs_before_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  tombstone public.brief_tombstones;
  existing_owner uuid;
begin
  -- Signed-in callers only: the service role and the database owner act for the server. An owner's
  -- own upsert (the spec's save) is the common case and skips the share lookup.
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
  -- for an older copy; it keeps its creation time. The tombstone stays (pull hides it from whoever
  -- can read the brief again and still tells everyone else to drop their copy).
  new.version := coalesce(tombstone.version, 0) + 1;
  new.updated_at := clock_timestamp();
  new.created_at := coalesce(tombstone.brief_created_at, now());
  return new;
end
$$;

create function public.briefs_after_restore() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  original_owner uuid;
begin
  select coalesce(t.owner_id, t.visible_to[1]) into original_owner
  from public.brief_tombstones t where t.brief_id = new.id;
  if original_owner is not null and original_owner <> new.user_id
     and exists (select 1 from auth.users u where u.id = original_owner) then
    insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission)
    values (new.id, original_owner, new.user_id, 'write')
    on conflict (brief_id, shared_with_user_id) do nothing;
  end if;
  return null;
end
$$;
revoke execute on function public.briefs_after_restore() from public, anon, authenticated;

create trigger briefs_after_restore after insert on public.briefs
  for each row execute function public.briefs_after_restore();

-- ---------------------------------------------------------------------------------------------------
-- applied_ops: written by push_brief_change only. It runs with the caller's rights (row-level
-- security on briefs still decides), so the insert is allowed only for the op that push is recording,
-- named in a transaction-local setting that no API request can set.

drop policy "members can record their own applied changes" on public.applied_ops;
create policy "only push_brief_change can record the caller's applied changes" on public.applied_ops
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and op_id::text = (select pg_catalog.current_setting('briefsmith.recording_op', true))
  );

-- ---------------------------------------------------------------------------------------------------
-- push_brief_change: same API and rules as 20261122010200_sync_rpcs.sql; the insert and merge helpers
-- are inlined so that no client can call them on their own.

drop function public.insert_brief_from_patch(uuid, jsonb);
drop function public.merge_brief_patch(public.briefs, bigint, jsonb, jsonb);
revoke execute on function public.replay_applied_op(uuid), public.brief_content_columns() from public, anon;

create or replace function public.push_brief_change(
  op_id uuid,
  brief_id uuid,
  kind text,
  base_version bigint,
  patch jsonb,
  base_values jsonb
) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  the_op_id uuid := push_brief_change.op_id;
  the_brief_id uuid := push_brief_change.brief_id;
  the_kind text := push_brief_change.kind;
  base bigint := nullif(push_brief_change.base_version, 0);
  changes jsonb := coalesce(push_brief_change.patch, '{}'::jsonb);
  bases jsonb := coalesce(push_brief_change.base_values, '{}'::jsonb);
  content_columns text[] := public.brief_content_columns();
  unknown_field text;
  prior jsonb;
  current_row public.briefs;
  tombstone public.brief_tombstones;
  result jsonb;
  affected int;
  cols text;
  server_values jsonb;
  on_top boolean;
  to_apply jsonb := '{}'::jsonb;
  conflicts jsonb := '[]'::jsonb;
  field text;
  mine jsonb;
  theirs jsonb;
begin
  if caller is null then
    raise exception 'Sign in to sync briefs' using errcode = '42501';
  end if;
  if the_op_id is null or the_brief_id is null then
    raise exception 'op_id and brief_id are required' using errcode = '22023';
  end if;
  if the_kind is null or the_kind not in ('upsert', 'delete', 'restore') then
    raise exception 'Unknown change kind: %', coalesce(the_kind, 'null') using errcode = '22023';
  end if;
  if jsonb_typeof(changes) <> 'object' or jsonb_typeof(bases) <> 'object' then
    raise exception 'patch and base_values must be JSON objects' using errcode = '22023';
  end if;
  select k into unknown_field from jsonb_object_keys(changes) k
  where k <> all (content_columns || array['id', 'user_id', 'version', 'created_at', 'updated_at'])
  limit 1;
  if unknown_field is not null then
    raise exception 'Unknown brief field: %', unknown_field using errcode = '42703';
  end if;

  prior := public.replay_applied_op(the_op_id);
  if prior is not null then
    return prior;
  end if;

  select * into current_row from public.briefs b where b.id = the_brief_id;
  if found then
    if the_kind = 'delete' and not public.can_manage_brief(the_brief_id) then
      raise exception 'Only the owner or an admin can delete this brief' using errcode = '42501';
    elsif not public.can_write_brief(the_brief_id) then
      raise exception 'You can view this brief but not edit it' using errcode = '42501';
    end if;
    select * into current_row from public.briefs b where b.id = the_brief_id for update;
    -- A concurrent push of the same op may have committed while we waited for the lock.
    prior := public.replay_applied_op(the_op_id);
    if prior is not null then
      return prior;
    end if;
  end if;

  if current_row.id is null then
    select * into tombstone from public.brief_tombstones t where t.brief_id = the_brief_id;
    if the_kind = 'restore' or (base is null and the_kind = 'upsert') then
      -- New brief or restore, owned by the caller; the insert trigger checks restore rights and
      -- refuses an id that exists but is invisible like any row-level security refusal.
      select string_agg(format('%I', k), ', ') into cols
      from jsonb_object_keys(changes) k where k = any (content_columns);
      execute format(
        'insert into public.briefs (id, user_id%1$s) select id, user_id%1$s from jsonb_populate_record(null::public.briefs, $1) returning *',
        coalesce(', ' || cols, '')
      )
      using changes || jsonb_build_object('id', the_brief_id, 'user_id', caller)
      into current_row;
      result := jsonb_build_object('status', 'applied', 'version', current_row.version, 'updated_at', current_row.updated_at);
    elsif tombstone.brief_id is not null or (base is null and the_kind = 'delete') then
      result := jsonb_build_object('status', 'deleted', 'version', tombstone.version, 'updated_at', tombstone.deleted_at, 'row', null);
    elsif exists (select 1 from public.brief_revocations r where r.brief_id = the_brief_id and r.user_id = caller) then
      raise exception 'This brief is no longer shared with you' using errcode = '42501';
    else
      raise exception 'Brief not found or not accessible' using errcode = '42501';
    end if;
  elsif the_kind = 'delete' then
    if base is not null and base <> current_row.version then
      result := jsonb_build_object(
        'status', 'conflict', 'version', current_row.version, 'updated_at', current_row.updated_at,
        'row', to_jsonb(current_row),
        'conflicts', jsonb_build_array(jsonb_build_object('field', '*', 'base', base, 'mine', 'deleted', 'theirs', current_row.version))
      );
    else
      delete from public.briefs b where b.id = the_brief_id;
      get diagnostics affected = row_count;
      if affected = 0 then
        raise exception 'The brief could not be deleted' using errcode = '42501';
      end if;
      result := jsonb_build_object('status', 'applied', 'version', current_row.version, 'updated_at', clock_timestamp());
    end if;
  else
    -- The per-field merge of an upsert onto the locked current row (see the sync RPCs' header).
    server_values := to_jsonb(current_row);
    on_top := base is not null and base = current_row.version;
    for field, mine in
      select e.key, e.value from jsonb_each(changes) e where e.key = any (content_columns) order by e.key
    loop
      theirs := server_values -> field;
      if on_top then
        to_apply := to_apply || jsonb_build_object(field, mine);
      elsif theirs = mine then
        continue;
      elsif bases ? field and bases -> field = theirs then
        to_apply := to_apply || jsonb_build_object(field, mine);
      else
        conflicts := conflicts || jsonb_build_array(
          jsonb_build_object('field', field, 'base', bases -> field, 'mine', mine, 'theirs', theirs)
        );
      end if;
    end loop;

    if to_apply <> '{}'::jsonb then
      select string_agg(format('%I', k), ', ') into cols from jsonb_object_keys(to_apply) k;
      execute format(
        'update public.briefs b set (%1$s) = (select %1$s from jsonb_populate_record(null::public.briefs, $1)) where b.id = $2 returning *',
        cols
      )
      using to_apply, current_row.id
      into current_row;
      get diagnostics affected = row_count;
      if affected = 0 then
        raise exception 'The change was not saved' using errcode = '42501';
      end if;
    end if;

    if on_top then
      result := jsonb_build_object('status', 'applied', 'version', current_row.version, 'updated_at', current_row.updated_at);
    else
      result := jsonb_build_object(
        'status', case when jsonb_array_length(conflicts) > 0 then 'conflict' else 'merged' end,
        'version', current_row.version,
        'updated_at', current_row.updated_at,
        'row', to_jsonb(current_row),
        'conflicts', conflicts
      );
    end if;
  end if;

  perform pg_catalog.set_config('briefsmith.recording_op', the_op_id::text, true);
  insert into public.applied_ops (op_id, user_id, brief_id, result)
  values (the_op_id, caller, the_brief_id, (result - 'row') || jsonb_build_object('brief_id', the_brief_id));
  perform pg_catalog.set_config('briefsmith.recording_op', '', true);
  return result;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- pull_brief_changes: as 20261122021500_pull_page_budget.sql, with the page budget counting every
-- column's stored size (a brief of long text weighs as much as one of files).

create or replace function public.pull_brief_changes(
  since_updated_at timestamptz default null,
  since_id uuid default null,
  max_rows integer default 100
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  page_bytes constant bigint := 4 * 1024 * 1024;
  caller uuid := auth.uid();
  page_size integer := least(greatest(coalesce(max_rows, 100), 1), 1000);
  after_at timestamptz := since_updated_at;
  after_id uuid := coalesce(since_id, '00000000-0000-0000-0000-000000000000');
  caller_is_admin boolean := public.is_admin();
  candidates integer;
  taken integer;
  page_rows jsonb;
  more boolean;
  cursor_at timestamptz;
  cursor_id uuid;
  removed jsonb;
  last_removed_at timestamptz;
begin
  if caller is null then
    raise exception 'Sign in to sync briefs' using errcode = '42501';
  end if;

  with candidate as (
    -- Keys only: the sync position is updated_at, or when the brief was shared with the caller if later.
    select b.id, greatest(b.updated_at, coalesce(s.created_at, b.updated_at)) as sync_at,
      s.permission as share_permission
    from public.briefs b
    left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
    where after_at is null
      or (greatest(b.updated_at, coalesce(s.created_at, b.updated_at)), b.id) > (after_at, after_id)
    order by 2, 1
    limit page_size + 1
  ),
  sized as (
    -- pg_column_size reads each value's stored (possibly compressed) size without fetching it.
    select c.*, row_number() over w as n,
      coalesce(sum(
        pg_column_size(b.brand_documents) + pg_column_size(b.visual_style_files)
        + pg_column_size(b.title) + pg_column_size(b.project_name) + pg_column_size(b.description)
        + pg_column_size(b.company) + pg_column_size(b.industry) + pg_column_size(b.project_type)
        + pg_column_size(b.primary_goals) + pg_column_size(b.business_objectives)
        + pg_column_size(b.key_messages) + pg_column_size(b.success_metrics)
        + pg_column_size(b.primary_audience) + pg_column_size(b.demographics)
        + pg_column_size(b.psychographics) + pg_column_size(b.pain_points)
        + pg_column_size(b.user_journey) + pg_column_size(b.brand_personality)
        + pg_column_size(b.tone_of_voice) + pg_column_size(b.brand_values)
        + pg_column_size(b.brand_promise) + pg_column_size(b.differentiators)
        + pg_column_size(b.direct_competitors) + pg_column_size(b.indirect_competitors)
        + pg_column_size(b.competitive_advantage) + pg_column_size(b.deliverables)
        + pg_column_size(b.custom_deliverables) + pg_column_size(b.timeline) + pg_column_size(b.budget)
        + pg_column_size(b.constraints) + pg_column_size(b.technical_requirements)
        + pg_column_size(b.visual_style) + pg_column_size(b.inspiration)
        + pg_column_size(b.color_preferences) + pg_column_size(b.design_donts_list)
        + pg_column_size(b.additional_notes) + 1024
      ) over (w rows between unbounded preceding and 1 preceding), 0) as bytes_before
    from candidate c join public.briefs b on b.id = c.id
    window w as (order by c.sync_at, c.id)
  ),
  page as (
    select * from sized where n <= page_size and (n = 1 or bytes_before < page_bytes)
  )
  select
    (select count(*) from sized),
    (select count(*) from page),
    coalesce((
      select jsonb_agg(
        to_jsonb(b) || jsonb_build_object(
          'owner_email', p.email,
          'owner_full_name', p.full_name,
          'is_owner', b.user_id = caller,
          'permission', case
            when b.user_id = caller then 'owner'
            when caller_is_admin then 'admin'
            else pg.share_permission
          end
        ) order by pg.sync_at, pg.id)
      from page pg
      join public.briefs b on b.id = pg.id
      left join public.profiles p on p.id = b.user_id
    ), '[]'::jsonb),
    (select pg.sync_at from page pg order by pg.sync_at desc, pg.id desc limit 1),
    (select pg.id from page pg order by pg.sync_at desc, pg.id desc limit 1)
  into candidates, taken, page_rows, cursor_at, cursor_id;

  more := candidates > taken;
  if taken = 0 then
    cursor_at := since_updated_at;
    cursor_id := since_id;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('brief_id', r.brief_id, 'removed_at', r.removed_at, 'reason', r.reason)
           order by r.removed_at), '[]'::jsonb),
         max(r.removed_at)
    into removed, last_removed_at
  from (
    select t.brief_id, t.deleted_at as removed_at, 'deleted' as reason from public.brief_tombstones t
    union all
    select v.brief_id, v.revoked_at, 'unshared' from public.brief_revocations v where v.user_id = caller
  ) r
  where (after_at is null or r.removed_at > after_at)
    and (not more or r.removed_at <= cursor_at)
    and not public.can_read_brief(r.brief_id);

  -- On the last page the cursor also moves past the removals, so they are not sent again.
  if not more and last_removed_at is not null and (cursor_at is null or last_removed_at > cursor_at) then
    cursor_at := last_removed_at;
    cursor_id := 'ffffffff-ffff-ffff-ffff-ffffffffffff';
  end if;

  return jsonb_build_object(
    'rows', page_rows,
    'removed', removed,
    'cursor', case when cursor_at is null then null else jsonb_build_object('updated_at', cursor_at, 'id', cursor_id) end,
    'has_more', more,
    'server_time', now()
  );
end
$$;
