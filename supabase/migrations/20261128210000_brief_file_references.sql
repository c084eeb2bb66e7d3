-- A brief's files are references to objects in Storage. An item of brand_documents or
-- visual_style_files is `{"name": …, "file": {"id": uuid, "path": "{brief_id}/{file_id}", "size": bytes,
-- "type": mime, "sha256": hex}}`; items in the spec's `{"data": "data:…", "name": …}` form (old rows,
-- old devices) are still accepted, with the limits of 20260123120000_hardening and after.
--
-- Rules that must not break:
--   * A reference is accepted only when its path is this brief's folder and its own id
--     (`{brief_id}/{file.id}`), and the object is in the `brief-files` bucket with the size the
--     reference gives: the sync uploads a file before it pushes the change that refers to it, and the
--     server holds it to that, so no colleague ever pulls a reference to a missing or foreign object.
--   * A refusal is 23514 with a hint the app tells apart: `file_missing` (the object is not in Storage:
--     upload it first) or `file_reference` (forged or malformed: another brief's path, another id, a
--     size other than the upload's, a file over 50 MB, a reference over 4 KB).
--   * Only items new to the row are checked (an unchanged reference was checked when it was written,
--     and an object is never removed while the brief or its history refers to it,
--     20261128200000_brief_files_bucket.sql), so a title edit costs nothing more.
--   * The limits of the row are unchanged: 20 documents, 10 images, the text without files at most
--     1 MiB (briefs_before_write).

create function private.briefs_check_file_references() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  max_reference_bytes constant int := 4096;
  max_file_bytes constant bigint := 50 * 1024 * 1024;
  uuid_pattern constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  previous text[] := '{}';
  item text;
  ref jsonb;
  f jsonb;
  well_formed boolean;
  uploaded jsonb;
begin
  if tg_op = 'UPDATE' then
    previous := old.brand_documents || old.visual_style_files;
  end if;
  foreach item in array new.brand_documents || new.visual_style_files loop
    continue when item = any (previous) or item !~ '^\s*\{' or strpos(item, '"file"') = 0;
    begin
      ref := item::jsonb;
    exception when others then
      continue; -- not JSON: a plain string, as old rows may hold
    end;
    continue when jsonb_typeof(ref) is distinct from 'object' or not ref ? 'file';
    f := ref -> 'file';
    well_formed := octet_length(item) <= max_reference_bytes
      and jsonb_typeof(f) = 'object'
      and jsonb_typeof(ref -> 'name') = 'string'
      and jsonb_typeof(f -> 'id') = 'string' and (f ->> 'id') ~ uuid_pattern
      and jsonb_typeof(f -> 'path') = 'string'
      and jsonb_typeof(f -> 'size') = 'number' and (f ->> 'size') ~ '^\d+$'
      and (f ->> 'size')::numeric <= max_file_bytes
      and jsonb_typeof(f -> 'type') = 'string'
      and jsonb_typeof(f -> 'sha256') = 'string' and (f ->> 'sha256') ~ '^[0-9a-f]{64}$';
    if well_formed is not true then
      raise exception 'A file of this brief is not a valid reference to a stored file (at most 50 MB)'
        using errcode = '23514', hint = 'file_reference';
    end if;
    if (f ->> 'path') is distinct from new.id::text || '/' || (f ->> 'id') then
      raise exception 'The file "%" is not stored in this brief''s folder', ref ->> 'name'
        using errcode = '23514', hint = 'file_reference';
    end if;
    -- Locked until this change commits, so a concurrent remove cannot slip in between.
    select o.metadata into uploaded from storage.objects o
    where o.bucket_id = 'brief-files' and o.name = f ->> 'path'
    for key share;
    if not found then
      raise exception 'The file "%" has not been uploaded yet', ref ->> 'name'
        using errcode = '23514', hint = 'file_missing',
        detail = 'Upload the file to Storage before saving the change that refers to it.';
    end if;
    if (uploaded ->> 'size') is distinct from (f ->> 'size') then
      raise exception 'The file "%" does not match its upload (% bytes stored)', ref ->> 'name', uploaded ->> 'size'
        using errcode = '23514', hint = 'file_reference';
    end if;
  end loop;
  return new;
end
$$;
comment on function private.briefs_check_file_references() is
  'BEFORE INSERT OR UPDATE OF brand_documents, visual_style_files on briefs: every new file reference names an object of this brief''s folder in Storage, with its size.';
revoke execute on function private.briefs_check_file_references() from public, anon, authenticated;

create trigger briefs_file_references before insert or update of brand_documents, visual_style_files
  on public.briefs for each row execute function private.briefs_check_file_references();
