-- A pull page is written as JSON text (json) instead of being built as jsonb. Measured at a team's
-- size (`npm run bench server`): of a member's first page of 500 briefs, about 45 of 50 ms went into
-- to_jsonb of each brief, merging five more keys into it, aggregating 500 such values and writing the
-- result out again as text for the response; json_agg of the same rows writes each value once (about
-- 15 ms). The answer is the same JSON document, field for field (only the order of an object's keys
-- differs, which JSON does not give a meaning); PostgREST sends a json result as it is.
--
-- The return type changes, so the function is dropped and created again with its grants and comment.
-- The body is that of 20261127160000_reads_at_team_size.sql but for the aggregation.

drop function public.pull_brief_changes(timestamptz, uuid, integer);

create function public.pull_brief_changes(
  since_updated_at timestamptz default null,
  since_id uuid default null,
  max_rows integer default 100
) returns json
language plpgsql stable security invoker set search_path = ''
as $$
declare
  page_bytes constant bigint := 4 * 1024 * 1024;
  caller uuid := auth.uid();
  page_size integer := least(greatest(coalesce(max_rows, 100), 1), 1000);
  after_at timestamptz := since_updated_at;
  after_id uuid := coalesce(since_id, '00000000-0000-0000-0000-000000000000');
  caller_is_admin boolean := public.is_admin();
  moved_by_admin integer := 0;
  candidates integer;
  taken integer;
  page_rows json;
  more boolean;
  cursor_at timestamptz;
  cursor_id uuid;
  removed json;
  last_removed_at timestamptz;
begin
  if caller is null then
    raise exception 'Sign in to sync briefs' using errcode = '42501';
  end if;
  perform public.require_active_member();
  if caller_is_admin then
    select (select count(*) from public.brief_shares x
            where x.shared_with_user_id = caller and x.created_at >= coalesce(after_at, '-infinity'))
         + (select count(*) from public.brief_revocations r
            where r.user_id = caller and r.revoked_at >= coalesce(after_at, '-infinity'))
      into moved_by_admin;
  end if;

  with candidate as (
    -- Keys only: the sync position is updated_at, or when the brief was shared with the caller if
    -- later, or (admins only) when a share of theirs was revoked if later still.
    -- A member's briefs are found by index, their own and those shared with them (row-level security
    -- still decides on each); only an admin, who reads every brief, goes through them all.
    (
      select b.id,
        greatest(b.updated_at, coalesce(s.created_at, b.updated_at)) as sync_at,
        s.permission as share_permission
      from (
        select o.id, o.updated_at from public.briefs o where o.user_id = caller
        union
        select o.id, o.updated_at
        from public.brief_shares x join public.briefs o on o.id = x.brief_id
        where x.shared_with_user_id = caller
      ) b
      left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
      where not caller_is_admin
        and (after_at is null
          or (greatest(b.updated_at, coalesce(s.created_at, b.updated_at)), b.id) > (after_at, after_id))
      order by 2, 1
      limit page_size + 1
    )
    union all
    (
      select b.id,
        greatest(b.updated_at, coalesce(s.created_at, b.updated_at), coalesce(v.revoked_at, b.updated_at)) as sync_at,
        s.permission as share_permission
      from (
        -- By the briefs' own time (briefs_updated_at_id_idx), enough of them that the briefs moved
        -- later by the admin's shares or revocations (counted in moved_by_admin) cannot crowd out one
        -- that belongs on the page...
        (
          select o.id, o.updated_at from public.briefs o
          where (o.updated_at, o.id) > (coalesce(after_at, '-infinity'), after_id)
          order by o.updated_at, o.id
          limit page_size + 1 + moved_by_admin
        )
        union
        -- ...and the briefs those shares and revocations moved past the cursor.
        select o.id, o.updated_at from public.brief_shares x join public.briefs o on o.id = x.brief_id
        where x.shared_with_user_id = caller and x.created_at >= coalesce(after_at, '-infinity')
        union
        select o.id, o.updated_at from public.brief_revocations r join public.briefs o on o.id = r.brief_id
        where r.user_id = caller and r.revoked_at >= coalesce(after_at, '-infinity')
      ) b
      left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
      left join public.brief_revocations v on v.brief_id = b.id and v.user_id = caller
      where caller_is_admin
        and (after_at is null
          or (greatest(b.updated_at, coalesce(s.created_at, b.updated_at), coalesce(v.revoked_at, b.updated_at)), b.id)
            > (after_at, after_id))
      order by 2, 1
      limit page_size + 1
    )
  ),
  sized as (
    -- pg_column_size reads each value's stored (possibly compressed) size without fetching it; a
    -- brief at a time by its key, as the candidates are few next to the table.
    select c.*, row_number() over w as n,
      coalesce(sum(c.bytes) over (w rows between unbounded preceding and 1 preceding), 0) as bytes_before
    from (
      select c.*, (
        select
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
        from public.briefs b where b.id = c.id
      ) as bytes
      from candidate c
    ) c
    window w as (order by c.sync_at, c.id)
  ),
  page as (
    select * from sized where n <= page_size and (n = 1 or bytes_before < page_bytes)
  )
  select
    (select count(*) from sized),
    (select count(*) from page),
    coalesce((
      -- Each row is the brief's columns and five more, written out as JSON text once (json_agg of a
      -- row), not built as jsonb, merged and converted again for the response.
      select json_agg(r order by pg.sync_at, pg.id)
      from page pg
      join public.briefs b on b.id = pg.id
      left join public.profiles p on p.id = b.user_id
      cross join lateral (
        select b.*,
          p.email as owner_email,
          p.full_name as owner_full_name,
          b.user_id = caller as is_owner,
          case
            when b.user_id = caller then 'owner'
            when caller_is_admin then 'admin'
            else pg.share_permission
          end as permission,
          pg.share_permission is not null as shared_with_me
      ) r
    ), '[]'::json),
    (select pg.sync_at from page pg order by pg.sync_at desc, pg.id desc limit 1),
    (select pg.id from page pg order by pg.sync_at desc, pg.id desc limit 1)
  into candidates, taken, page_rows, cursor_at, cursor_id;

  more := candidates > taken;
  if taken = 0 then
    cursor_at := since_updated_at;
    cursor_id := since_id;
  end if;

  select coalesce(json_agg(json_build_object('brief_id', r.brief_id, 'removed_at', r.removed_at, 'reason', r.reason)
           order by r.removed_at), '[]'::json),
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

  return json_build_object(
    'rows', page_rows,
    'removed', removed,
    'cursor', case when cursor_at is null then null else json_build_object('updated_at', cursor_at, 'id', cursor_id) end,
    'has_more', more,
    'server_time', now()
  );
end
$$;

comment on function public.pull_brief_changes(timestamptz, uuid, integer) is
  'Brief changes visible to the caller since a keyset cursor, with deletions and revoked shares; see the migration header.';
revoke all on function public.pull_brief_changes(timestamptz, uuid, integer) from public, anon;
grant execute on function public.pull_brief_changes(timestamptz, uuid, integer) to authenticated, service_role;
