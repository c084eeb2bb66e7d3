-- No existence oracle on insert. An insert with `Prefer: resolution=ignore-duplicates` (INSERT ...
-- ON CONFLICT DO NOTHING) and the id of a brief the caller cannot see answered 403 (42501) while a
-- fresh id answered 201: briefs_before_write refused an id that exists but is invisible, and a BEFORE
-- ROW trigger runs before ON CONFLICT looks at the key, so it refused "insert unless taken" too.
--
-- Rules that must not break:
--   * A taken id is decided by the primary key alone, exactly as for an id the caller owns:
--     ignore-duplicates skips the row (201, nothing changes — the same answer as for a fresh id), a
--     plain insert is a duplicate (23505, 409), merge-duplicates meets the update policies (42501:
--     the existing row is not the caller's to update). Nothing of the other brief is changed or shown.
--   * Restore rights over a tombstone, server-set columns, size limits, updated_by and the owner
--     transfer are unchanged (20261123170000_cheap_brief_writes.sql); only the taken-id check is gone.

create or replace function public.briefs_before_write() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  tombstone public.brief_tombstones;
  transfer text;
  max_file_bytes constant bigint := 14 * 1024 * 1024;
  max_files_bytes constant bigint := 100 * 1024 * 1024;
  max_text_bytes constant bigint := 1024 * 1024;
  files_changed boolean;
  largest bigint;
  total bigint;
  content public.briefs;
begin
  if tg_op = 'INSERT' then
    -- Restore rights (signed-in callers only: the service role and the database owner act for the
    -- server). An id that is taken is left to the key and ON CONFLICT (see the header).
    select * into tombstone from public.brief_tombstones t where t.brief_id = new.id;
    if tombstone.brief_id is not null and caller is not null
       and caller is distinct from coalesce(tombstone.owner_id, tombstone.visible_to[1])
       and not caller = any (tombstone.editors)
       and not public.is_admin() then
      raise exception 'new row violates row-level security policy for table "briefs"' using errcode = '42501';
    end if;
    -- A restored brief continues the version sequence of the deleted one, so no device mistakes it
    -- for an older copy; it keeps its creation time.
    new.version := coalesce(tombstone.version, 0) + 1;
    new.updated_at := clock_timestamp();
    new.created_at := coalesce(tombstone.brief_created_at, now());
    files_changed := true;
  else
    -- (was briefs_before_update)
    if new.id is distinct from old.id then
      raise exception 'A brief''s id cannot change' using errcode = '42501';
    end if;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
    new.version := old.version + 1;
    new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
    -- Unchanged files are not measured again: a title edit of a large brief stays cheap.
    files_changed := new.brand_documents is distinct from old.brand_documents
      or new.visual_style_files is distinct from old.visual_style_files;
  end if;

  -- (was briefs_enforce_limits)
  if files_changed then
    if cardinality(new.brand_documents) > 20 then
      raise exception 'A brief can hold at most 20 brand documents (this one has %)', cardinality(new.brand_documents)
        using errcode = '23514';
    end if;
    if cardinality(new.visual_style_files) > 10 then
      raise exception 'A brief can hold at most 10 visual style files (this one has %)', cardinality(new.visual_style_files)
        using errcode = '23514';
    end if;
    select max(octet_length(f)), coalesce(sum(octet_length(f)), 0) into largest, total
    from unnest(new.brand_documents || new.visual_style_files) f;
    if largest > max_file_bytes then
      raise exception 'Files must be 10 MB or smaller' using errcode = '23514';
    end if;
    if total > max_files_bytes then
      raise exception 'The files of a brief may not exceed 100 MB together' using errcode = '23514';
    end if;
  end if;
  content := new;
  content.brand_documents := '{}';
  content.visual_style_files := '{}';
  if octet_length(content::text) > max_text_bytes then
    raise exception 'The text of a brief may not exceed 1 MB' using errcode = '23514';
  end if;

  -- (was briefs_set_updated_by)
  new.updated_by := caller;
  new.updated_by_name := (
    select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.id = caller
  );

  -- (was briefs_transfer_owner) An admin's transfer_briefs sets `briefsmith.transfer` = '<from>:<to>'
  -- for its own transaction; the owner moves only then, after the owner was pinned above.
  if tg_op = 'UPDATE' then
    transfer := current_setting('briefsmith.transfer', true);
    if coalesce(transfer, '') <> '' and split_part(transfer, ':', 1) = old.user_id::text and public.is_admin() then
      new.user_id := split_part(transfer, ':', 2)::uuid;
    end if;
  end if;
  return new;
end
$$;
comment on function public.briefs_before_write() is
  'BEFORE INSERT OR UPDATE on briefs: restore rights and server-set columns, size limits, updated_by, owner transfer.';
