-- History records references, never content. brief_history_files goes: a brief's files are objects in
-- Storage, and a version's file items are the references themselves (`{name, file: {id, path, …}}`,
-- 20261128210000_brief_file_references.sql), recorded as they are — small, and restorable as long as
-- the object is there, which it is: an object the brief or any version in its history refers to is
-- never removed or replaced (20261128200000_brief_files_bucket.sql).
--
-- Rules that must not break:
--   * Nothing anyone saved is lost. File contents the history kept (brief_history_files, and data-URL
--     items an old device still sends) wait in private.history_file_moves — not exposed over the API,
--     readable by no client — until the one-off mover (supabase/scripts/move-files-to-storage.ts)
--     uploads each to Storage and rewrites the row and its history to references; the history keeps
--     recording such an item as `{file: md5, name, size}` until then, as before.
--   * Folding a person's saves still forgets the staged contents no entry names any more
--     (20261126110100_history_bounds.sql).
--   * Who reads history is unchanged (can_read_brief); no client writes it.

create table private.history_file_moves (
  brief_id uuid not null,
  ref text not null,
  data text not null,
  primary key (brief_id, ref)
);
comment on table private.history_file_moves is
  'Data-URL file items the history names by {file: ref} (ref = md5 of the item), waiting for the mover to put them in Storage. Server only.';
alter table private.history_file_moves enable row level security;
create policy "server only" on private.history_file_moves as restrictive to anon, authenticated using (false);
revoke all on private.history_file_moves from public, anon, authenticated;

insert into private.history_file_moves (brief_id, ref, data)
select brief_id, ref, data from public.brief_history_files;
drop table public.brief_history_files;

-- A reference to a stored file (not the spec's data-URL form, not a plain string).
create function private.is_file_reference(item text) returns boolean
language plpgsql immutable set search_path = ''
as $$
begin
  if item !~ '^\s*\{' or strpos(item, '"file"') = 0 then
    return false;
  end if;
  return jsonb_typeof((item::jsonb) -> 'file') = 'object';
exception when others then
  return false;
end
$$;
revoke execute on function private.is_file_reference(text) from public, anon, authenticated;

-- A field's value as history records it: references and short items as they are; a data-URL item of
-- 2048+ characters as {file: md5, name, size}, its text staged for the mover.
create or replace function public.history_value(the_brief_id uuid, field text, value jsonb) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  recorded jsonb;
begin
  if field not in ('brand_documents', 'visual_style_files') or jsonb_typeof(value) is distinct from 'array' then
    return value;
  end if;
  insert into private.history_file_moves (brief_id, ref, data)
  select the_brief_id, md5(i.item), i.item
  from jsonb_array_elements_text(value) i(item)
  where length(i.item) >= 2048 and not private.is_file_reference(i.item)
  on conflict do nothing;
  select coalesce(jsonb_agg(
      case when length(i.item) < 2048 or private.is_file_reference(i.item) then to_jsonb(i.item)
      else jsonb_build_object('file', md5(i.item), 'name', public.history_file_name(i.item), 'size', length(i.item))
      end order by i.n), '[]'::jsonb)
    into recorded
  from jsonb_array_elements_text(value) with ordinality i(item, n);
  return recorded;
end
$$;

create or replace function public.history_forget_files(the_brief_id uuid, candidates jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.history_file_moves f
  where f.brief_id = the_brief_id
    and f.ref in (select distinct r #>> '{}' from jsonb_path_query(candidates, 'lax $.**.file') r where jsonb_typeof(r) = 'string')
    and not exists (
      select 1 from public.brief_history h
      where h.brief_id = the_brief_id
        and jsonb_path_exists(h.changes, 'lax $.**.file ? (@ == $ref)', jsonb_build_object('ref', f.ref))
    );
end
$$;
