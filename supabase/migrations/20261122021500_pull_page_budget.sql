-- pull_brief_changes, bounded by size as well as by rows. Briefs carry their files as data URLs, so a
-- page of max_rows briefs can be hundreds of megabytes; a page now stops once the stored size of the
-- rows already in it reaches about 4 MB (always at least one row), and has_more says to call again.
-- It also finds the page by its keys first and builds the JSON only for the rows it returns, so a large
-- backlog is never sorted with its files. The API is unchanged (see 20261122010200_sync_rpcs.sql).

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
    -- pg_column_size reads the stored (possibly compressed) size without fetching the data.
    select c.*, row_number() over w as n,
      coalesce(sum(pg_column_size(b.brand_documents) + pg_column_size(b.visual_style_files) + 2048)
        over (w rows between unbounded preceding and 1 preceding), 0) as bytes_before
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
