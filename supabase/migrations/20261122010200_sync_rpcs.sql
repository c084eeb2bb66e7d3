-- Sync RPCs for the offline-first engine (DESIGN §6). Both run with the caller's rights: row-level
-- security on briefs still decides what may be read and written.
--
-- push_brief_change(op_id uuid, brief_id uuid, kind text, base_version bigint, patch jsonb, base_values jsonb)
--   returns jsonb {status, version, updated_at, row?, conflicts?}
--   * kind 'upsert': patch = the changed columns (snake_case, values as stored: text, text[] as JSON
--     arrays, deliverables as an object); base_values = those columns' values in the version the change
--     was based on (base_version; null or 0 for a brief never pushed).
--       - brief absent and never pushed → inserted with user_id = the caller: 'applied', version 1.
--       - base_version = current version → every field applied: 'applied'.
--       - older base, no field changed on both sides → applied: 'merged', row = the full current row.
--       - older base, some fields changed on both sides (server value ≠ base value and ≠ patched value):
--         the other fields are applied, 'conflict', conflicts = [{field, base, mine, theirs}], row.
--       - brief deleted on the server (edit racing a delete): 'deleted', row null, nothing applied.
--     Keys id, user_id, version, created_at, updated_at in a patch are ignored (the server owns them;
--     the owner never changes); any other unknown key is rejected (42703).
--   * kind 'delete': deletes when base_version is the current version (or null) → 'applied'; a brief
--     changed since base_version is not deleted: 'conflict' with row and conflicts = [{field: '*', …}]
--     (delete racing an edit). Already deleted → 'deleted'. Only the owner or an admin may delete.
--   * kind 'restore': recreate a brief that was deleted elsewhere from patch = the full row, owned by the
--     caller, continuing the old version sequence → 'applied'. If it still exists, behaves as 'upsert'.
--   * op_id is the idempotency key: an op this user already applied returns the stored result again
--     (with the current row for 'merged'/'conflict'), nothing re-applied. The row is locked (for update)
--     while the change is merged, so concurrent pushes to one brief serialise.
--   * Not allowed → an error, never a silent no-op: not signed in, read share, stranger, revoked share
--     → 42501; bad kind or patch → 22023; unknown field → 42703; bad value → 22xxx / 23514 / 23502.
--
-- pull_brief_changes(since_updated_at timestamptz, since_id uuid, max_rows int) returns jsonb
--   {rows, removed, cursor: {updated_at, id}, has_more, server_time}
--   * rows: full brief rows the caller can see (owner, share recipient, admin) plus owner_email,
--     owner_full_name, is_owner and permission ('owner' | 'admin' | 'write' | 'read'), in keyset order of
--     (sync position, id) strictly after the cursor; null cursor = from the start. The sync position is
--     updated_at, or the time the brief was shared with the caller if later — so a brief shared with
--     you shows up even though it has not changed.
--   * removed: [{brief_id, removed_at, reason: 'deleted' | 'unshared'}] — tombstones and revoked shares
--     after the cursor, for briefs the caller can no longer read.
--   * A page holds at most max_rows rows and stops early once about 4 MB of files are in it (always at
--     least one row; see 20261122021500_pull_page_budget.sql).
--   * cursor: pass both fields back verbatim (microsecond precision; do not round-trip through Date).
--     has_more: call again with the cursor. server_time: the database's now().
--   * Overlap window: updated_at is taken inside the writing transaction, before it commits, so a slow
--     transaction can commit a row whose updated_at is older than rows already pulled. Clients should
--     start each pull cycle from (cursor.updated_at − a few seconds, since_id null) — the app uses 15 s —
--     and page with the returned cursor within the cycle. Re-read rows are harmless: apply a row only if
--     its version is newer than the local one; removals are idempotent.

create table public.applied_ops (
  op_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  brief_id uuid not null,
  result jsonb not null,
  applied_at timestamptz not null default now()
);
comment on table public.applied_ops is
  'Idempotency record of pushed changes: a retried push with the same op_id returns this result instead of applying the change twice. Written by push_brief_change.';
create index applied_ops_applied_at_idx on public.applied_ops (applied_at);

alter table public.applied_ops enable row level security;
create policy "members can read their own applied changes" on public.applied_ops
  for select to authenticated using (user_id = (select auth.uid()));
-- push_brief_change runs with the caller's rights and records the op as them; recording a fake op can
-- only ever affect the caller's own retries.
create policy "members can record their own applied changes" on public.applied_ops
  for insert to authenticated with check (user_id = (select auth.uid()));
revoke update, delete, truncate on public.applied_ops from anon, authenticated;

-- Columns a client may change (everything but the server-managed ones), from the catalog so that a
-- new column needs no change here.
create function public.brief_content_columns() returns text[]
language sql stable set search_path = ''
as $$
  select array_agg(a.attname::text order by a.attnum)
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.briefs'::regclass and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('id', 'user_id', 'version', 'created_at', 'updated_at')
$$;

-- The caller's stored result for op_id, with the current row for results that carry one.
create function public.replay_applied_op(the_op_id uuid) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  stored jsonb;
begin
  select o.result into stored from public.applied_ops o where o.op_id = the_op_id and o.user_id = auth.uid();
  if stored is null then
    return null;
  end if;
  if stored ->> 'status' in ('merged', 'conflict') then
    stored := stored || jsonb_build_object(
      'row', (select to_jsonb(b) from public.briefs b where b.id = (stored ->> 'brief_id')::uuid)
    );
  end if;
  return stored - 'brief_id';
end
$$;

-- Inserts a brief from a patch (new brief or restore), owned by the caller.
create function public.insert_brief_from_patch(the_brief_id uuid, patch jsonb) returns public.briefs
language plpgsql set search_path = ''
as $$
declare
  cols text := (
    select string_agg(format('%I', k), ', ')
    from jsonb_object_keys(patch) k
    where k = any (public.brief_content_columns() || array['created_at'])
  );
  inserted public.briefs;
begin
  execute format(
    'insert into public.briefs (id, user_id%1$s) select id, user_id%1$s from jsonb_populate_record(null::public.briefs, $1) returning *',
    coalesce(', ' || cols, '')
  )
  using patch || jsonb_build_object('id', the_brief_id, 'user_id', auth.uid())
  into inserted;
  return inserted;
end
$$;

create function public.push_brief_change(
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
      current_row := public.insert_brief_from_patch(the_brief_id, changes);
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
    result := public.merge_brief_patch(current_row, base, changes, bases);
  end if;

  insert into public.applied_ops (op_id, user_id, brief_id, result)
  values (the_op_id, caller, the_brief_id, (result - 'row') || jsonb_build_object('brief_id', the_brief_id));
  return result;
end
$$;
comment on function public.push_brief_change(uuid, uuid, text, bigint, jsonb, jsonb) is
  'Applies one brief change from a client''s outbox, idempotently and per field; see the migration header.';

-- The per-field merge of an upsert onto the locked current row (see the header for the rules).
create function public.merge_brief_patch(current_row public.briefs, base bigint, changes jsonb, bases jsonb)
returns jsonb
language plpgsql set search_path = ''
as $$
declare
  server_values jsonb := to_jsonb(current_row);
  content_columns text[] := public.brief_content_columns();
  on_top boolean := base is not null and base = current_row.version;
  to_apply jsonb := '{}'::jsonb;
  conflicts jsonb := '[]'::jsonb;
  field text;
  mine jsonb;
  theirs jsonb;
  cols text;
  affected int;
begin
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
    return jsonb_build_object('status', 'applied', 'version', current_row.version, 'updated_at', current_row.updated_at);
  end if;
  return jsonb_build_object(
    'status', case when jsonb_array_length(conflicts) > 0 then 'conflict' else 'merged' end,
    'version', current_row.version,
    'updated_at', current_row.updated_at,
    'row', to_jsonb(current_row),
    'conflicts', conflicts
  );
end
$$;

create function public.pull_brief_changes(
  since_updated_at timestamptz default null,
  since_id uuid default null,
  max_rows integer default 100
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  page_size integer := least(greatest(coalesce(max_rows, 100), 1), 1000);
  after_at timestamptz := since_updated_at;
  after_id uuid := coalesce(since_id, '00000000-0000-0000-0000-000000000000');
  caller_is_admin boolean := public.is_admin();
  page jsonb;
  more boolean;
  last_entry jsonb;
  cursor_at timestamptz;
  cursor_id uuid;
  removed jsonb;
  last_removed_at timestamptz;
begin
  if caller is null then
    raise exception 'Sign in to sync briefs' using errcode = '42501';
  end if;

  select coalesce(jsonb_agg(entry order by entry_at, entry_id), '[]'::jsonb) into page
  from (
    select v.sync_at as entry_at, v.id as entry_id,
      jsonb_build_object('sync_at', v.sync_at, 'id', v.id, 'doc', v.doc) as entry
    from (
      select b.id,
        greatest(b.updated_at, coalesce(s.created_at, b.updated_at)) as sync_at,
        to_jsonb(b) || jsonb_build_object(
          'owner_email', p.email,
          'owner_full_name', p.full_name,
          'is_owner', b.user_id = caller,
          'permission', case
            when b.user_id = caller then 'owner'
            when caller_is_admin then 'admin'
            else s.permission
          end
        ) as doc
      from public.briefs b
      left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
      left join public.profiles p on p.id = b.user_id
    ) v
    where after_at is null or (v.sync_at, v.id) > (after_at, after_id)
    order by v.sync_at, v.id
    limit page_size + 1
  ) x;

  more := jsonb_array_length(page) > page_size;
  if more then
    page := page - page_size;
  end if;
  last_entry := page -> -1;
  if last_entry is not null then
    cursor_at := (last_entry ->> 'sync_at')::timestamptz;
    cursor_id := (last_entry ->> 'id')::uuid;
  else
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
    'rows', (select coalesce(jsonb_agg(e -> 'doc' order by n), '[]'::jsonb) from jsonb_array_elements(page) with ordinality a(e, n)),
    'removed', removed,
    'cursor', case when cursor_at is null then null else jsonb_build_object('updated_at', cursor_at, 'id', cursor_id) end,
    'has_more', more,
    'server_time', now()
  );
end
$$;
comment on function public.pull_brief_changes(timestamptz, uuid, integer) is
  'Brief changes visible to the caller since a keyset cursor, with deletions and revoked shares; see the migration header.';

revoke execute on function public.push_brief_change(uuid, uuid, text, bigint, jsonb, jsonb) from public, anon;
revoke execute on function public.pull_brief_changes(timestamptz, uuid, integer) from public, anon;
grant execute on function public.push_brief_change(uuid, uuid, text, bigint, jsonb, jsonb) to authenticated;
grant execute on function public.pull_brief_changes(timestamptz, uuid, integer) to authenticated;
revoke execute on function public.insert_brief_from_patch(uuid, jsonb), public.merge_brief_patch(public.briefs, bigint, jsonb, jsonb)
  from public, anon;
