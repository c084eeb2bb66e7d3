-- Deactivated means out, at once.
--
-- A deactivated member's access token stays valid until it expires (up to an hour), so the database
-- must refuse it everywhere, not only where 20261123110000_invitation_tokens_and_team.sql put the
-- check. What this adds:
--   * brief_templates, brief_history, brief_history_files and brief_review_requests get the same
--     RESTRICTIVE "only active members can use this" policy as every other members' table
--     (brief_templates had none: a deactivated member read every template and created new ones).
--     user_roles keeps letting a member read their own row, on purpose (nothing else is readable).
--   * brief_deleters() (SECURITY DEFINER) answers only active members, and request_review() no longer
--     accepts a deactivated member as a reviewer (member_can_read_brief).
--   * Realtime: the policy on realtime.messages lets only active members join their topic, and the
--     live-update signal is no longer sent to deactivated members at all — hosted Realtime authorises
--     a channel when it is joined and when the client sends a new access token, not per message, so an
--     open channel would otherwise keep receiving until its token expired.
--   * The sync RPCs (push_brief_change, push_brief_changes, pull_brief_changes, fetch_brief) answer a
--     deactivated member with one recognisable error — SQLSTATE 42501 (403), message 'This account has
--     been deactivated', hint 'account_deactivated' — instead of "Brief not found or not accessible"
--     or an empty page, so the app can say what happened and keep the member's changes on the device.
--     Their bodies are those of 20261123120000_hardening.sql (push_brief_change),
--     20261123130000_batched_push.sql (push_brief_changes) and 20261123180000_pull_shared_with_me.sql
--     (pull_brief_changes, fetch_brief), plus that check right after the signed-in check.
--   * set_member_active(member, false) ends every session of the member: their rows in auth.sessions
--     go, and with them (ON DELETE CASCADE, deleted explicitly too) their refresh tokens. GoTrue's ban
--     (set by the manage-member function) stops sign-in and refresh while deactivated but revokes
--     nothing, so a refresh token from before would work again after Reactivate; now a reactivated
--     member signs in again. GoTrue has no admin endpoint that ends another user's sessions; deleting
--     the rows is what works the same on hosted Supabase (the migration owner may write auth tables)
--     and on the local stack, and GoTrue then answers that refresh token "Refresh Token Not Found" and
--     that access token's /user "session_not_found".

-- ---------------------------------------------------------------------------------------------------
-- The recognisable refusal

create function public.require_active_member() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.is_active_member() then
    raise exception 'This account has been deactivated' using errcode = '42501', hint = 'account_deactivated',
      detail = 'An admin deactivated this account. Nothing can be read or changed until it is reactivated.';
  end if;
end
$$;
comment on function public.require_active_member() is
  'Raises 42501 with hint account_deactivated when the signed-in caller is a deactivated member.';
revoke execute on function public.require_active_member() from public, anon;
grant execute on function public.require_active_member() to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Tables

create policy "only active members can use this" on public.brief_templates as restrictive to authenticated
  using ((select public.is_active_member())) with check ((select public.is_active_member()));
create policy "only active members can use this" on public.brief_history as restrictive to authenticated
  using ((select public.is_active_member()));
create policy "only active members can use this" on public.brief_history_files as restrictive to authenticated
  using ((select public.is_active_member()));
create policy "only active members can use this" on public.brief_review_requests as restrictive to authenticated
  using ((select public.is_active_member()));

-- ---------------------------------------------------------------------------------------------------
-- Functions

create or replace function public.brief_deleters(brief_ids uuid[]) returns table (brief_id uuid, deleted_by_name text)
language sql stable security definer set search_path = ''
as $$
  select t.brief_id, coalesce(nullif(btrim(p.full_name), ''), p.email)
  from public.brief_tombstones t
  left join public.profiles p on p.id = t.deleted_by
  where t.brief_id = any(brief_ids) and auth.uid() = any(t.visible_to) and public.is_active_member()
$$;

-- A reviewer must be able to read the brief now: a deactivated member cannot be asked for a review
-- (request_review checks each reviewer with this; the requester is checked by can_write_brief).
create or replace function public.member_can_read_brief(the_brief_id uuid, member uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1 from public.user_roles a where a.user_id = member and a.deactivated_at is null
  ) and exists (
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

-- ---------------------------------------------------------------------------------------------------
-- Realtime: joining needs an active membership; deactivated members are sent no signal.

drop policy "members receive their own live updates" on realtime.messages;
create policy "active members receive their own live updates" on realtime.messages
  for select to authenticated
  using (
    realtime.topic() = 'user:' || (select auth.uid())::text and extension = 'broadcast'
    and (select public.is_active_member())
  );

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
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
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
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
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
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
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
        and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
      group by x.reader
    ) r;
  end if;
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Ending the member's sessions on deactivation

create or replace function public.set_member_active(member_id uuid, active boolean) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  current public.user_roles;
begin
  perform public.require_admin();
  if active is null then
    raise exception 'active must be true or false' using errcode = '22023';
  end if;
  select * into current from public.user_roles where user_id = member_id for update;
  if current.user_id is null then
    raise exception 'No such member' using errcode = '22023';
  end if;
  if not active then
    if member_id = auth.uid() then
      raise exception 'You cannot deactivate yourself' using errcode = '23514';
    end if;
    perform 1 from public.user_roles where role = 'admin' for update;
    if current.role = 'admin' and public.other_active_admins(member_id) = 0 then
      raise exception 'The last active admin cannot be deactivated' using errcode = '23514';
    end if;
  end if;
  update public.user_roles
  set deactivated_at = case when active then null else coalesce(deactivated_at, now()) end
  where user_id = member_id;
  if not active then
    -- Every session and refresh token of the member ends: after Reactivate they sign in again.
    delete from auth.refresh_tokens where user_id = member_id::text;
    delete from auth.sessions where user_id = member_id;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The sync RPCs: the same bodies, with the deactivated member's refusal.

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
  perform public.require_active_member();

  with candidate as (
    -- Keys only: the sync position is updated_at, or when the brief was shared with the caller if
    -- later, or (admins only) when a share of theirs was revoked if later still.
    select b.id,
      greatest(b.updated_at, coalesce(s.created_at, b.updated_at), coalesce(v.revoked_at, b.updated_at)) as sync_at,
      s.permission as share_permission
    from public.briefs b
    left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
    left join public.brief_revocations v on caller_is_admin and v.brief_id = b.id and v.user_id = caller
    where after_at is null
      or (greatest(b.updated_at, coalesce(s.created_at, b.updated_at), coalesce(v.revoked_at, b.updated_at)), b.id)
        > (after_at, after_id)
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
          end,
          'shared_with_me', pg.share_permission is not null
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

create or replace function public.fetch_brief(brief_id uuid) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  doc jsonb;
begin
  if caller is null then
    raise exception 'Sign in to open briefs' using errcode = '42501';
  end if;
  perform public.require_active_member();
  select to_jsonb(b) || jsonb_build_object(
      'owner_email', p.email,
      'owner_full_name', p.full_name,
      'is_owner', b.user_id = caller,
      'permission', case
        when b.user_id = caller then 'owner'
        when public.is_admin() then 'admin'
        else s.permission
      end,
      'shared_with_me', s.permission is not null
    ) into doc
  from public.briefs b
  left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
  left join public.profiles p on p.id = b.user_id
  where b.id = fetch_brief.brief_id;
  return doc;
end
$$;

