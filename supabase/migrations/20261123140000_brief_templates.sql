-- Team templates (issue 14): a brief's content saved under a name, to start new briefs from.
--
-- Rules that must not break:
--   * Every member can read every template; anonymous callers none.
--   * Any member can create one, always as its author: author_id, created_at and updated_at are set by
--     the server (a BEFORE trigger), whatever the client sends.
--   * Only the author and admins can change or delete a template; the author never changes.
--   * Content is a JSON object of brief columns (no files: they stay with briefs), at most 256 kB; the
--     name is 1–120 characters. A bad value is an error the client sees (23514), never a silent no-op.

create table public.brief_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint brief_templates_name_check check (char_length(btrim(name)) between 1 and 120),
  type text not null default 'brand' constraint brief_templates_type_check check (type in ('brand', 'marketing', 'product')),
  content jsonb not null default '{}'
    constraint brief_templates_content_check check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 262144),
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp()
);
comment on table public.brief_templates is
  'Team templates: brief content (columns as in briefs, without files) to start new briefs from. Readable by every member; created by any member as author; changed or deleted by the author and admins. author_id, created_at and updated_at are set by the server.';
create index brief_templates_updated_at_idx on public.brief_templates (updated_at);

create function public.brief_templates_before_write() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- A member's insert is always their own; the service role (no auth.uid()) names the author.
    new.author_id := coalesce(auth.uid(), new.author_id);
    new.created_at := now();
  else
    if new.id is distinct from old.id then
      raise exception 'A template''s id cannot change' using errcode = '42501';
    end if;
    new.author_id := old.author_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := clock_timestamp();
  return new;
end
$$;
create trigger brief_templates_before_write before insert or update on public.brief_templates
  for each row execute function public.brief_templates_before_write();
revoke execute on function public.brief_templates_before_write() from public, anon, authenticated;

alter table public.brief_templates enable row level security;

create policy "members can read templates" on public.brief_templates
  for select to authenticated
  using (exists (select 1 from public.user_roles r where r.user_id = (select auth.uid())));
create policy "members can create templates as their author" on public.brief_templates
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (select 1 from public.user_roles r where r.user_id = (select auth.uid()))
  );
create policy "authors and admins can change templates" on public.brief_templates
  for update to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()))
  with check (author_id = (select auth.uid()) or (select public.is_admin()));
create policy "authors and admins can delete templates" on public.brief_templates
  for delete to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()));
revoke truncate on public.brief_templates from anon, authenticated;
revoke all on public.brief_templates from anon;
