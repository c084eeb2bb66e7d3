-- Pushes that run at the same time on a server with many connections (PostgreSQL; PGlite serialises
-- every request, so neither race below can happen there).
--
--   * A batch locks its briefs in one order. push_brief_changes applied its changes in the order the
--     client listed them, each taking its brief's row lock: two requests naming the same briefs in
--     opposite orders took them in opposite orders, and PostgreSQL killed one (40P01, answered inside
--     the batch's 200 and retried by the client a second or more later). Now a batch first takes a
--     per-brief lock on every brief it names, ordered by brief id, before applying anything; two batches
--     that share a brief queue behind each other instead of deadlocking.
--   * A change re-sent while the first request is still running gets the first one's answer. Two
--     requests with the same op_id both found no applied_ops record (the first had not committed), and
--     for a new brief the second then waited on the first's insert and failed with 23505 duplicate key,
--     which the client takes as a refusal: it would block, and show as refused, a change the server had
--     saved. Now push_brief_change takes its brief's lock before it looks for the op's record, so the
--     second waits for the first to commit and answers from its record.
--
-- The per-brief lock is a transaction-level advisory lock keyed on the brief id (an id that does not
-- exist yet — a creation — can be locked too, which a row lock cannot), released at commit or rollback.
-- Only the push RPCs take it; every other writer still serialises on the row lock as before. A hash
-- collision of two ids only makes their pushes wait for each other.
--
-- The bodies are those of 20261126120000_deactivation_ends_access.sql with the lock added.

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
  perform public.require_active_member();
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
  -- This brief's push lock, before looking for the op's record: a request re-sending this op while the
  -- first still runs waits here and then finds the first one's record (replayed below).
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext('public.push_brief_change'), pg_catalog.hashtext(the_brief_id::text)
  );

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

create or replace function public.push_brief_changes(changes jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  change jsonb;
  results jsonb := '[]'::jsonb;
  answer jsonb;
  locked uuid;
begin
  if auth.uid() is null then
    raise exception 'Sign in to sync briefs' using errcode = '42501';
  end if;
  perform public.require_active_member();
  if changes is null or jsonb_typeof(changes) <> 'array' then
    raise exception 'changes must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(changes) > 50 then
    raise exception 'At most 50 changes per request' using errcode = '22023';
  end if;
  -- Every brief the batch names, locked in the order of their ids before any change is applied (the
  -- lock push_brief_change takes for each; taking it again there is free). A change whose brief_id is
  -- not a uuid is skipped here and refused on its own below.
  for locked in
    select distinct (c ->> 'brief_id')::uuid
    from jsonb_array_elements(changes) c
    where jsonb_typeof(c) = 'object'
      and c ->> 'brief_id' ~* '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$'
    order by 1
  loop
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtext('public.push_brief_change'), pg_catalog.hashtext(locked::text)
    );
  end loop;
  for change in select value from jsonb_array_elements(changes) loop
    begin
      if jsonb_typeof(change) <> 'object' then
        raise exception 'Each change must be a JSON object' using errcode = '22023';
      end if;
      answer := public.push_brief_change(
        (change ->> 'op_id')::uuid,
        (change ->> 'brief_id')::uuid,
        change ->> 'kind',
        (change ->> 'base_version')::bigint,
        change -> 'patch',
        change -> 'base_values'
      );
      results := results || jsonb_build_array(
        jsonb_build_object('op_id', change -> 'op_id', 'ok', true, 'result', answer)
      );
    exception when others then
      results := results || jsonb_build_array(
        jsonb_build_object('op_id', change -> 'op_id', 'ok', false, 'code', sqlstate, 'message', sqlerrm)
      );
    end;
  end loop;
  return results;
end
$$;
