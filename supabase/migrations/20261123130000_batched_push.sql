-- Batched push (issue 13): many outbox entries in one request, a result per entry.
--
-- push_brief_changes(changes jsonb) returns jsonb
--   changes: a JSON array of at most 50 objects {op_id, brief_id, kind, base_version, patch, base_values},
--   each exactly the arguments of push_brief_change (20261122010200_sync_rpcs.sql), which does the work:
--   idempotency by op_id, per-field merge, conflicts and every permission check stay in one place.
--   Returns an array in the same order: {op_id, ok: true, result} with push_brief_change's answer, or
--   {op_id, ok: false, code, message} with the SQLSTATE and message it raised. Each change runs in its
--   own subtransaction, so one refused change neither undoes nor blocks the others; a retry after a lost
--   answer sends the same op_ids and gets the stored results back, nothing applied twice.
--   Not signed in → 42501 for the whole request; not an array, or more than 50 changes → 22023.
--   Security invoker: row-level security and the per-brief checks see the caller, as for one change.

create function public.push_brief_changes(changes jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  change jsonb;
  results jsonb := '[]'::jsonb;
  answer jsonb;
begin
  if auth.uid() is null then
    raise exception 'Sign in to sync briefs' using errcode = '42501';
  end if;
  if changes is null or jsonb_typeof(changes) <> 'array' then
    raise exception 'changes must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(changes) > 50 then
    raise exception 'At most 50 changes per request' using errcode = '22023';
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
comment on function public.push_brief_changes(jsonb) is
  'Applies up to 50 outbox changes with push_brief_change, each in its own subtransaction; one result per change, in order.';

revoke execute on function public.push_brief_changes(jsonb) from public, anon;
grant execute on function public.push_brief_changes(jsonb) to authenticated;
