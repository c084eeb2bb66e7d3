-- A brief's title holds at most 200 characters, the same maximum the editor's title field has (with
-- its counter, src/domain/constants.ts MAX_TITLE_LENGTH). Only a title being set is measured: a brief
-- that already has a longer title (saved before this limit) stays editable, and re-sending it
-- unchanged — as the spec's upsert of every column does — is not refused. A longer title is refused
-- with a clear message (23514), which the app shows on the blocked change; the edit stays on the
-- device, never dropped (docs/design.md §6).
--
-- Its own trigger rather than a change to briefs_before_write: that function carries rights, sizes,
-- updated_by and owner transfer, and this rule needs none of them.

create function public.briefs_title_length() returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- A missing title is the NOT NULL constraint's to refuse (23502), as before this rule.
  if new.title is null or char_length(new.title) <= 200 then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.title is not distinct from old.title then
    return new;
  end if;
  -- The insert half of an upsert that will update an existing row with this very title.
  if tg_op = 'INSERT' and exists (select 1 from public.briefs b where b.id = new.id and b.title = new.title) then
    return new;
  end if;
  raise exception 'A brief''s title can be at most 200 characters (this one has %)', char_length(new.title)
    using errcode = '23514';
end
$$;
comment on function public.briefs_title_length() is
  'BEFORE INSERT OR UPDATE OF title on briefs: a title being set holds at most 200 characters.';
revoke execute on function public.briefs_title_length() from public, anon, authenticated;

create trigger briefs_title_length before insert or update of title on public.briefs
  for each row execute function public.briefs_title_length();
