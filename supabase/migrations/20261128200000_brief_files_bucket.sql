-- Files as objects in Supabase Storage: the private bucket `brief-files` and who may do what in it.
-- An object lives at `{brief_id}/{file_id}` (both lowercase uuids) and the row of the brief refers to
-- it; the policies on storage.objects decide from that path alone.
--
-- Rules that must not break:
--   * Read an object: whoever can read its brief (private.can_read_brief: owner, share recipients,
--     admins; active members only). Nobody else sees it, so listing the bucket shows a caller only the
--     folders of briefs they can read.
--   * Upload (insert, and update for an upsert) into a brief's folder: whoever can edit the brief
--     (private.can_write_brief). A brief created offline is not on the server yet when its files are
--     uploaded (the sync uploads a file before it pushes the change that refers to it), so a folder
--     whose brief neither exists nor was deleted is unclaimed: an active member may upload into it and
--     read and remove what they uploaded there (owner_id); once the brief is pushed, the brief decides.
--     A deleted brief's folder takes uploads from those who may restore it (owner, editors, admins).
--   * An object the brief or its history refers to is never replaced (an upsert over it is refused),
--     so a reference always names the bytes it was made for.
--   * Remove an object: whoever can edit its brief (or its uploader, in an unclaimed folder), and only
--     while neither the brief nor any version in its history refers to it — a referenced object is
--     never removed, so every version of a brief can still be restored with its files.
--   * Names other than `{uuid}/{uuid}` are refused on upload (no traversal, no other layout).
--   * A deactivated member can do nothing (every helper asks private.is_active_member()).
--   * The bucket is created here for hosted projects (idempotent; `supabase/config.toml` declares the
--     same bucket for `supabase start`): private, 50 MiB a file, the spec's accept lists as MIME types.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'brief-files', 'brief-files', false, 50 * 1024 * 1024,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'image/*'
  ]
)
on conflict (id) do nothing;

-- The brief an object name belongs to: the first part of `{brief_id}/{file_id}`, or null for any other
-- name.
create function private.brief_file_brief_id(name text) returns uuid
language sql immutable set search_path = ''
as $$
  select case
    when name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then split_part(name, '/', 1)::uuid
  end
$$;

-- A folder whose brief neither exists nor was deleted.
create function private.brief_folder_unclaimed(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select not exists (select 1 from public.briefs b where b.id = brief_folder_unclaimed.brief_id)
    and not exists (select 1 from public.brief_tombstones t where t.brief_id = brief_folder_unclaimed.brief_id)
$$;

-- Whether the brief or any version in its history refers to the object at `name`.
create function private.brief_file_referenced(name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.briefs b
    where b.id = private.brief_file_brief_id(brief_file_referenced.name)
      and strpos(array_to_string(b.brand_documents || b.visual_style_files, ' '), brief_file_referenced.name) > 0
  ) or exists (
    select 1 from public.brief_history h
    where h.brief_id = private.brief_file_brief_id(brief_file_referenced.name)
      and strpos(h.changes::text, brief_file_referenced.name) > 0
  )
$$;

create function private.can_read_brief_file(name text, owner_id text) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
declare
  brief uuid := private.brief_file_brief_id(name);
begin
  return brief is not null and (
    private.can_read_brief(brief)
    or (private.is_active_member() and owner_id = auth.uid()::text and private.brief_folder_unclaimed(brief))
  );
end
$$;

-- Upload (owner_id: the uploader the Storage API records, or the existing object's for a replace).
create function private.can_write_brief_file(name text, owner_id text) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
declare
  brief uuid := private.brief_file_brief_id(name);
  caller uuid := auth.uid();
begin
  if brief is null or caller is null or not private.is_active_member() then
    return false;
  end if;
  return private.can_write_brief(brief)
    or (owner_id = caller::text and private.brief_folder_unclaimed(brief))
    or exists (
      select 1 from public.brief_tombstones t
      where t.brief_id = brief
        and (caller = coalesce(t.owner_id, t.visible_to[1]) or caller = any (t.editors) or private.is_admin())
    );
end
$$;

create function private.can_remove_brief_file(name text, owner_id text) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
declare
  brief uuid := private.brief_file_brief_id(name);
begin
  return brief is not null
    and (
      private.can_write_brief(brief)
      or (private.is_active_member() and owner_id = auth.uid()::text and private.brief_folder_unclaimed(brief))
    )
    and not private.brief_file_referenced(name);
end
$$;

revoke all on function private.brief_file_brief_id(text), private.brief_folder_unclaimed(uuid),
  private.brief_file_referenced(text), private.can_read_brief_file(text, text),
  private.can_write_brief_file(text, text), private.can_remove_brief_file(text, text)
  from public;
grant execute on function private.brief_file_brief_id(text), private.brief_file_referenced(text),
  private.can_read_brief_file(text, text),
  private.can_write_brief_file(text, text), private.can_remove_brief_file(text, text)
  to authenticated, service_role;

create policy "brief files: read with the brief" on storage.objects
  for select to authenticated
  using (bucket_id = 'brief-files' and private.can_read_brief_file(name, owner_id));

create policy "brief files: upload when editing the brief" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'brief-files' and private.can_write_brief_file(name, owner_id));

create policy "brief files: replace unreferenced files when editing the brief" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'brief-files' and private.can_write_brief_file(name, owner_id)
    and not private.brief_file_referenced(name)
  )
  with check (bucket_id = 'brief-files' and private.can_write_brief_file(name, owner_id));

create policy "brief files: remove unreferenced files when editing the brief" on storage.objects
  for delete to authenticated
  using (bucket_id = 'brief-files' and private.can_remove_brief_file(name, owner_id));
