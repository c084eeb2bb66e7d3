-- History of every brief (issue 15): each accepted change, who made it, when, and each changed field's
-- value before and after.
--
-- Rules that must not break:
--   * Written by triggers on public.briefs, in the same transaction as the change, so every path that
--     changes a brief (push_brief_change, the spec's upsert, an admin's SQL, request_review) is recorded
--     and nothing a client sends can leave a change out. The author is auth.uid() — never a value a
--     client supplies; the time is clock_timestamp().
--   * A version is one row: 'created' (the first insert), 'updated' (only the fields that changed; an
--     update that changes nothing records nothing), 'deleted' and 'restored' (an insert over a
--     tombstone: "keep mine" after a delete elsewhere, the undo of a delete). Review events (request,
--     approval, changes requested) are rows of their own, see 20261123150100_brief_reviews.sql.
--   * Files by reference: in brand_documents and visual_style_files an item of 2048 characters or more
--     (the client's own offload threshold, src/data/files.ts) is recorded as {file: md5, name, size};
--     its text is kept once per brief and content in brief_history_files, so a brief with large files
--     does not copy them per version, and a restore can still bring a file back.
--   * Readable by exactly those who can read the brief (can_read_brief); no client can insert, update or
--     delete history. A deleted brief's history is readable again once it is restored.

create table public.brief_history (
  id bigint generated always as identity primary key,
  -- No foreign key: the history outlives a delete (and a restore continues it).
  brief_id uuid not null,
  version bigint not null,
  kind text not null constraint brief_history_kind_check check (
    kind in ('created', 'updated', 'deleted', 'restored', 'review_requested', 'approved', 'changes_requested')
  ),
  author_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  -- {field: {before, after}} with file items by reference (see the header).
  changes jsonb not null default '{}'::jsonb,
  -- Review events: {note, reviewers?}.
  details jsonb not null default '{}'::jsonb
);
comment on table public.brief_history is
  'Every accepted change of a brief and every review event, written by triggers and review functions only. Readable by those who can read the brief.';
create index brief_history_brief_id_idx on public.brief_history (brief_id, id);

create table public.brief_history_files (
  brief_id uuid not null,
  ref text not null,
  data text not null,
  primary key (brief_id, ref)
);
comment on table public.brief_history_files is
  'The text of each large file item a brief''s history refers to ({file: ref} with ref = md5(data)), once per brief.';

-- ---------------------------------------------------------------------------------------------------
-- Writing history

create function public.history_file_name(item text) returns text
language plpgsql immutable set search_path = ''
as $$
begin
  if item !~ '^\s*\{' then
    return null;
  end if;
  return (item::jsonb) ->> 'name';
exception when others then
  -- Not JSON after all (a plain string that starts with a brace): it has no name.
  return null;
end
$$;

-- A field's value as history records it: file items of 2048+ characters become references, stored
-- once per brief.
create function public.history_value(the_brief_id uuid, field text, value jsonb) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  recorded jsonb;
begin
  if field not in ('brand_documents', 'visual_style_files') or jsonb_typeof(value) is distinct from 'array' then
    return value;
  end if;
  insert into public.brief_history_files (brief_id, ref, data)
  select the_brief_id, md5(i.item), i.item
  from jsonb_array_elements_text(value) i(item)
  where length(i.item) >= 2048
  on conflict do nothing;
  select coalesce(jsonb_agg(
      case when length(i.item) < 2048 then to_jsonb(i.item)
      else jsonb_build_object('file', md5(i.item), 'name', public.history_file_name(i.item), 'size', length(i.item))
      end order by i.n), '[]'::jsonb)
    into recorded
  from jsonb_array_elements_text(value) with ordinality i(item, n);
  return recorded;
end
$$;

-- Updates are recorded by a statement-level trigger over transition tables: its SQL compares each
-- content column directly (o.x is distinct from n.x) and touches only the columns it compares, where a
-- row-level PL/pgSQL trigger would read every value of the row, files included (a brief holds up to
-- 30 MB of them), on every save. File columns are compared only when the UPDATE named one of them
-- (briefs_before_update_of_files) — a push names only the columns it changes. The SQL is generated from
-- the catalog by build_brief_history_trigger(); a migration that adds a column to briefs calls it again.
-- Inserts and deletes (rarer) are recorded by a row-level trigger.
create function public.briefs_after_insert_or_delete_history() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changes jsonb := '{}'::jsonb;
  doc jsonb;
  field text;
begin
  if tg_op = 'DELETE' then
    insert into public.brief_history (brief_id, version, kind, author_id)
    values (old.id, old.version, 'deleted', auth.uid());
    return null;
  end if;
  doc := to_jsonb(new);
  foreach field in array public.brief_content_columns() loop
    -- A new brief lists the fields it starts with, not every empty default.
    continue when doc -> field in ('""'::jsonb, '[]'::jsonb, '{}'::jsonb, 'null'::jsonb);
    changes := changes || jsonb_build_object(field, jsonb_build_object(
      'before', null, 'after', public.history_value(new.id, field, doc -> field)));
  end loop;
  insert into public.brief_history (brief_id, version, kind, author_id, changes)
  values (
    new.id, new.version,
    case when exists (select 1 from public.brief_tombstones t where t.brief_id = new.id) then 'restored' else 'created' end,
    auth.uid(), changes
  );
  return null;
end
$$;

create function public.build_brief_history_trigger() returns void
language plpgsql set search_path = ''
as $build$
declare
  column_name text;
  pieces text[] := '{}';
begin
  foreach column_name in array public.brief_content_columns() loop
    pieces := pieces || format(
      $f$case when %3$s o.%1$I is distinct from n.%1$I then jsonb_build_object(%2$L, jsonb_build_object(
        'before', public.history_value(n.id, %2$L, to_jsonb(o.%1$I)),
        'after', public.history_value(n.id, %2$L, to_jsonb(n.%1$I)))) else '{}'::jsonb end$f$,
      column_name, column_name,
      case when column_name in ('brand_documents', 'visual_style_files') then 'files_targeted and' else '' end
    );
  end loop;
  execute format($f$
create or replace function public.briefs_after_update_history() returns trigger
language plpgsql security definer set search_path = ''
as $body$
declare
  files_targeted boolean := coalesce(current_setting('briefsmith.files_targeted', true), '') = 'on';
begin
  if files_targeted then
    perform set_config('briefsmith.files_targeted', '', true);
  end if;
  -- An update that changes nothing records nothing.
  insert into public.brief_history (brief_id, version, kind, author_id, changes)
  select n.id, n.version, 'updated', auth.uid(), c.changes
  from new_rows n
  join old_rows o on o.id = n.id
  cross join lateral (select %1$s as changes) c
  where c.changes <> '{}'::jsonb;
  return null;
end
$body$;
revoke execute on function public.briefs_after_update_history() from public, anon, authenticated;
$f$, array_to_string(pieces, E'\n      || '));
end
$build$;
revoke execute on function public.build_brief_history_trigger() from public, anon, authenticated;

select public.build_brief_history_trigger();

create trigger briefs_after_update_history after update on public.briefs
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.briefs_after_update_history();

create function public.briefs_before_update_of_files() returns trigger
language plpgsql set search_path = ''
as $$
begin
  perform set_config('briefsmith.files_targeted', 'on', true);
  return null;
end
$$;
revoke execute on function public.briefs_before_update_of_files() from public, anon, authenticated;

create trigger briefs_before_update_of_files before update of brand_documents, visual_style_files on public.briefs
  for each statement execute function public.briefs_before_update_of_files();

create trigger briefs_after_change_history after insert or delete on public.briefs
  for each row execute function public.briefs_after_insert_or_delete_history();

revoke execute on function public.briefs_after_insert_or_delete_history(), public.history_value(uuid, text, jsonb),
  public.history_file_name(text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Row-level security: read as the brief, never written by clients.

alter table public.brief_history enable row level security;
alter table public.brief_history_files enable row level security;

create policy "those who can read a brief can read its history" on public.brief_history
  for select to authenticated using (public.can_read_brief(brief_id));
revoke insert, update, delete, truncate on public.brief_history from anon, authenticated;

create policy "those who can read a brief can read its history's files" on public.brief_history_files
  for select to authenticated using (public.can_read_brief(brief_id));
revoke insert, update, delete, truncate on public.brief_history_files from anon, authenticated;
