-- Open by link (issue 13): one brief, fetched for a device that does not hold it yet.
--
-- fetch_brief(brief_id uuid) returns jsonb
--   The brief as pull_brief_changes sends it (the full row plus owner_email, owner_full_name, is_owner
--   and permission), or null when it does not exist or the caller may not read it — row-level
--   security decides, so "not found" and "not shared with you" answer the same. Security invoker.
--   Not signed in → 42501.

create function public.fetch_brief(brief_id uuid) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  doc jsonb;
begin
  if caller is null then
    raise exception 'Sign in to open briefs' using errcode = '42501';
  end if;
  select to_jsonb(b) || jsonb_build_object(
      'owner_email', p.email,
      'owner_full_name', p.full_name,
      'is_owner', b.user_id = caller,
      'permission', case
        when b.user_id = caller then 'owner'
        when public.is_admin() then 'admin'
        else s.permission
      end
    ) into doc
  from public.briefs b
  left join public.brief_shares s on s.brief_id = b.id and s.shared_with_user_id = caller
  left join public.profiles p on p.id = b.user_id
  where b.id = fetch_brief.brief_id;
  return doc;
end
$$;
comment on function public.fetch_brief(uuid) is
  'One readable brief with its access fields (as a pull row), or null; row-level security decides.';

revoke execute on function public.fetch_brief(uuid) from public, anon;
grant execute on function public.fetch_brief(uuid) to authenticated;
