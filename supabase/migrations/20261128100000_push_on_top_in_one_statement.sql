-- A push of changes made on top of the server's versions (the common case: a device saved, nothing
-- else changed the brief since its last pull) is applied in one UPDATE for the whole batch instead of
-- one per change. Measured at a team's size (`npm run bench server`): a push of 50 briefs spent most
-- of its time in per-statement work repeated 50 times — the dynamic UPDATE planned for each change,
-- the history and live-update statement triggers fired and planned for each (one history INSERT and
-- one realtime.send per reader per brief), the merge loop run for each. In one statement the triggers
-- fire once with 50 rows in their transition tables: one history INSERT of 50 rows, one signal per
-- reader listing the 50 briefs (the same event and payload shape, {brief_ids}).
--
-- Same rules, same answers. The fast path is taken only when every change of the batch is an upsert
-- whose base_version is the brief's current version, of a brief that exists, with only known fields
-- and at least one content field, no op already recorded and no brief named twice; the UPDATE runs
-- with the caller's rights (row-level security, the BEFORE triggers' limits and checks, history), and
-- each op is recorded in applied_ops as push_brief_change records it (its own recording_op, so the
-- insert policy is unchanged). Anything else — a merge, a conflict, a delete or restore, a creation, a
-- replayed op, a refusal, an error of any kind — rolls the fast path back whole and the batch goes
-- change by change through push_brief_change exactly as before. A statement timeout (57014) is not
-- caught: it cancels the request, which the client splits (src/sync/split.ts).
--
-- The rest of the body is that of 20261127100000_push_lock_order.sql.

create or replace function public.push_brief_changes(changes jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  change jsonb;
  results jsonb := '[]'::jsonb;
  answer jsonb;
  locked uuid;
  on_top jsonb;
begin
  if caller is null then
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

  begin
    on_top := private.push_on_top(changes);
  exception when others then
    -- Not all on top, or refused: nothing of the fast path stays; change by change below.
    on_top := null;
  end;
  if on_top is not null then
    return on_top;
  end if;

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

-- The batch's answers when every change is an upsert on top of its brief's current version, applied in
-- one UPDATE; null when the batch is not of that kind (nothing done), an error when the UPDATE or the
-- records refuse (the caller rolls it back). SECURITY INVOKER: it acts with the caller's rights, in
-- the caller's transaction, after push_brief_changes has checked the caller and locked the briefs.
create function private.push_on_top(changes jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  content_columns text[] := public.brief_content_columns();
  known_fields text[] := content_columns || array['id', 'user_id', 'version', 'created_at', 'updated_at'];
  n integer := jsonb_array_length(changes);
  op_ids uuid[];
  brief_ids uuid[];
  bases bigint[];
  patches jsonb[];
  cols text;
  matched integer;
  updated integer;
  answers jsonb;
begin
  if caller is null or n = 0 then
    return null;
  end if;
  if exists (
    select 1 from jsonb_array_elements(changes) e
    where jsonb_typeof(e) <> 'object'
      or e ->> 'kind' is distinct from 'upsert'
      or coalesce(jsonb_typeof(e -> 'patch'), '') <> 'object'
      or coalesce(jsonb_typeof(e -> 'base_values'), 'object') <> 'object'
      or exists (select 1 from jsonb_object_keys(e -> 'patch') k where k <> all (known_fields))
      or not exists (select 1 from jsonb_object_keys(e -> 'patch') k where k = any (content_columns))
  ) then
    return null;
  end if;
  -- A cast that fails (an op_id or brief_id that is not a uuid, a base_version that is not an
  -- integer) raises, and the batch goes change by change, where that change is refused on its own.
  select array_agg((e ->> 'op_id')::uuid order by i), array_agg((e ->> 'brief_id')::uuid order by i),
    array_agg((e ->> 'base_version')::bigint order by i), array_agg(e -> 'patch' order by i)
    into op_ids, brief_ids, bases, patches
  from jsonb_array_elements(changes) with ordinality x(e, i);
  if array_position(op_ids, null) is not null or array_position(brief_ids, null) is not null
     or array_position(bases, null) is not null
     or (select count(distinct o) from unnest(op_ids) o) <> n
     or (select count(distinct b) from unnest(brief_ids) b) <> n
     or exists (select 1 from unnest(bases) v where v <= 0)
     or exists (select 1 from public.applied_ops o where o.op_id = any (op_ids)) then
    return null;
  end if;

  -- Each brief exists, the caller can see it, and it is still at the version the change was made on
  -- (row locks taken in id order, as the advisory locks were).
  select count(*) into matched from (
    select b.id from public.briefs b
    join unnest(brief_ids, bases) u(id, base) on u.id = b.id
    where b.version = u.base
    order by b.id
    for update of b
  ) x;
  if matched <> n then
    return null;
  end if;

  -- Every content field any change sets; a brief whose change does not name one keeps its value
  -- (jsonb_populate_record on the row itself), exactly as push_brief_change's UPDATE of its own fields.
  select string_agg(format('%I', k), ', ' order by k) into cols
  from (select distinct k from unnest(patches) p, jsonb_object_keys(p) k where k = any (content_columns)) f;
  execute format(
    'with done as (
       update public.briefs b set (%1$s) = (select %1$s from jsonb_populate_record(b, u.patch))
       from unnest($1::uuid[], $2::jsonb[]) u(id, patch)
       where b.id = u.id
       returning b.id, b.version, b.updated_at
     )
     select count(*)::int, jsonb_object_agg(d.id::text,
       jsonb_build_object(''status'', ''applied'', ''version'', d.version, ''updated_at'', d.updated_at))
     from done d',
    cols
  )
  using brief_ids, patches
  into updated, answers;
  if updated <> n then
    raise exception 'The change was not saved' using errcode = '42501';
  end if;

  for i in 1 .. n loop
    perform pg_catalog.set_config('briefsmith.recording_op', op_ids[i]::text, true);
    insert into public.applied_ops (op_id, user_id, brief_id, result)
    values (op_ids[i], caller, brief_ids[i], (answers -> brief_ids[i]::text) || jsonb_build_object('brief_id', brief_ids[i]));
  end loop;
  perform pg_catalog.set_config('briefsmith.recording_op', '', true);

  return (
    select jsonb_agg(jsonb_build_object('op_id', e -> 'op_id', 'ok', true, 'result', answers -> brief_ids[i]::text) order by i)
    from jsonb_array_elements(changes) with ordinality x(e, i)
  );
end
$$;
comment on function private.push_on_top(jsonb) is
  'push_brief_changes'' fast path: a batch of upserts on top of the current versions in one UPDATE.';
revoke all on function private.push_on_top(jsonb) from public, anon;
grant execute on function private.push_on_top(jsonb) to authenticated, service_role;
