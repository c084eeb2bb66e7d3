-- A save folded into the same person's entry of the last minute (20261126110100_history_bounds.sql)
-- looks for history files to forget only when one of the two entries names a file. Most saves name
-- none, and a push of 50 briefs made within the minute of the last (`npm run bench server`) called
-- history_forget_files 50 times — a SECURITY DEFINER call and a DELETE over history_file_moves each —
-- to delete nothing: history_forget_files deletes only files the entries name ({file: ref} items,
-- 20261128220000_history_records_references.sql), and `lax $.**.file` finds every such item.
--
-- The body is that of 20261126110100_history_bounds.sql but for that test.

create or replace function public.brief_history_before_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  fold_window constant interval := interval '60 seconds';
  max_entries_per_window constant int := 5;
  opened_after timestamptz := clock_timestamp() - fold_window;
  sort text := public.history_fold_group(new.kind);
  latest public.brief_history;
  target public.brief_history;
  merged jsonb;
begin
  if new.author_id is null or sort is null then
    return new;
  end if;

  -- Locking the brief's latest entry serialises the writers of one brief's history.
  select * into latest from public.brief_history h
  where h.brief_id = new.brief_id
  order by h.id desc limit 1
  for update;
  -- The person's latest entry of this sort, if nothing but their own foldable entries came after it
  -- (a reviewer's "Request changes" writes its decision and the status change it makes).
  select * into target from public.brief_history h
  where h.brief_id = new.brief_id and h.author_id = new.author_id and h.created_at > opened_after
    and public.history_fold_group(h.kind) = sort
    and not exists (
      select 1 from public.brief_history o
      where o.brief_id = new.brief_id and o.id > h.id
        and (o.author_id is distinct from new.author_id or public.history_fold_group(o.kind) is null)
    )
  order by h.id desc limit 1
  for update;
  if target.id is not null then
    null;
  elsif (
    select count(*) from public.brief_history h
    where h.brief_id = new.brief_id and h.author_id = new.author_id and h.created_at > opened_after
  ) >= max_entries_per_window then
    select * into target from public.brief_history h
    where h.brief_id = new.brief_id and h.author_id = new.author_id and h.created_at > opened_after
      and public.history_fold_group(h.kind) = sort
    order by h.id desc limit 1
    for update;
  end if;
  if target.id is null then
    return new;
  end if;

  if sort = 'save' then
    merged := public.history_merge_changes(target.changes, new.changes);
    if merged = '{}'::jsonb then
      delete from public.brief_history where id = target.id;
    else
      update public.brief_history set changes = merged, version = new.version, details = new.details
      where id = target.id;
    end if;
    -- Only a fold whose entries named files can leave a file unnamed: most saves name none, and the
    -- look-up is a function call and a DELETE for each row of a batched push.
    if jsonb_path_exists(jsonb_build_array(target.changes, new.changes), 'lax $.**.file') then
      perform public.history_forget_files(new.brief_id, jsonb_build_array(target.changes, new.changes));
    end if;
  elsif sort = 'decision' then
    update public.brief_history set kind = new.kind, details = new.details, version = new.version
    where id = target.id;
  else
    update public.brief_history
    set version = new.version,
        details = new.details || jsonb_build_object('reviewers', (
          select coalesce(jsonb_agg(distinct r), '[]'::jsonb)
          from jsonb_array_elements(
            coalesce(target.details -> 'reviewers', '[]'::jsonb) || coalesce(new.details -> 'reviewers', '[]'::jsonb)
          ) r
        ))
    where id = target.id;
  end if;
  return null;
end
$$;
comment on function public.brief_history_before_insert() is
  'Folds a history row into the same person''s entry of the last minute (see 20261126110100_history_bounds.sql).';
