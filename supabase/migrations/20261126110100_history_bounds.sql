-- Bounds on what one person can add to a brief's history. A write-share recipient swapping files in a
-- loop grew a 0.5 MB brief's history by 4 MB, and a View Only reviewer made 40 history rows with 40
-- decide_review calls: every save and every call was a row of its own, and every file it named was
-- kept for good.
--
-- Rules that must not break:
--   * Nothing anyone saved is lost from the brief itself: only how the history records it changes.
--   * One entry per person per brief per minute of consecutive changes. A history row is folded into
--     the same person's latest entry of the same sort (a save; a review decision; a review request)
--     opened less than a minute ago, when nothing but that person's own foldable entries came after
--     it (nobody else's change, no create, delete or restore), instead of being added:
--       - a save: per field, the entry keeps the value before its first change and takes the value
--         after the latest (a field changed back to where it started drops out; an entry left with no
--         change is removed); the entry takes the latest version;
--       - a decision: the entry becomes the latest decision and note;
--       - a review request: the latest note, and every reviewer asked.
--     The entry keeps the time it was opened, so a minute is a minute from its first change and a
--     person editing all afternoon still leaves an entry a minute.
--   * Whatever the interleaving (two people saving in turn, a reviewer who also edits), a person opens
--     at most 5 entries per brief per minute; past that their changes fold into their latest entry of
--     the same sort from that minute.
--   * Files: a file a folded entry no longer names, and that no other entry of the brief names, is
--     dropped from brief_history_files. So the history keeps at most the files of one entry per person
--     per brief per minute (the brief's own limits bound each entry: 20 + 10 files, 100 MiB).
--   * Created, deleted and restored entries, and rows written without an author (the service role,
--     an administrator's SQL), are never folded.
--   * Written by a BEFORE INSERT trigger on brief_history, so every writer (the brief triggers,
--     request_review, decide_review, later ones) is bounded the same way; clients still cannot write
--     history (20261123150000_brief_history.sql).

create index brief_history_author_recent_idx on public.brief_history (brief_id, author_id, created_at);

-- The sort of a history row, for folding: saves with saves, decisions with decisions, requests with
-- requests; the others never fold.
create function public.history_fold_group(kind text) returns text
language sql immutable set search_path = ''
as $$
  select case
    when kind = 'updated' then 'save'
    when kind in ('approved', 'changes_requested') then 'decision'
    when kind = 'review_requested' then 'request'
  end
$$;

-- Two consecutive saves' changes as one: the first's before, the second's after, per field; fields
-- whose before and after are equal drop out.
create function public.history_merge_changes(first jsonb, second jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_object_agg(m.field, jsonb_build_object('before', m.before, 'after', m.after)), '{}'::jsonb)
  from (
    select k.field,
      case when first ? k.field then first -> k.field -> 'before' else second -> k.field -> 'before' end as before,
      case when second ? k.field then second -> k.field -> 'after' else first -> k.field -> 'after' end as after
    from (select jsonb_object_keys(first) as field union select jsonb_object_keys(second)) k
  ) m
  where m.before is distinct from m.after
$$;

-- Drops the history files among `candidates` (history changes holding {file: ref} items) that no entry
-- of the brief names any more.
create function public.history_forget_files(the_brief_id uuid, candidates jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.brief_history_files f
  where f.brief_id = the_brief_id
    and f.ref in (select distinct r #>> '{}' from jsonb_path_query(candidates, 'lax $.**.file') r)
    and not exists (
      select 1 from public.brief_history h
      where h.brief_id = the_brief_id
        and jsonb_path_exists(h.changes, 'lax $.**.file ? (@ == $ref)', jsonb_build_object('ref', f.ref))
    );
end
$$;

create function public.brief_history_before_insert() returns trigger
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
    perform public.history_forget_files(new.brief_id, jsonb_build_array(target.changes, new.changes));
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

revoke execute on function public.history_fold_group(text), public.history_merge_changes(jsonb, jsonb),
  public.history_forget_files(uuid, jsonb), public.brief_history_before_insert()
  from public, anon, authenticated;

create trigger brief_history_before_insert before insert on public.brief_history
  for each row execute function public.brief_history_before_insert();
