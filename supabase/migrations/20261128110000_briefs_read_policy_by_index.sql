-- The briefs' read policy, in a form PostgreSQL can answer from indexes. Same rule: the owner, the
-- members a brief is shared with, and admins read it (and the restrictive "only active members can
-- use this" policy still refuses deactivated members).
--
-- Measured at a team's size (`npm run bench server`, 100,000 briefs): the first sync's count of a
-- member's readable briefs (`select count(*)`, PostgREST's `count=exact`) read every brief, 7,200
-- pages, to keep about 600: the policy was `user_id = me OR is_admin() OR id IN (my shares)`, and an
-- OR with a yes/no arm (is_admin()) or a hashed subquery cannot be split over indexes. Written as
-- `user_id = any(owners I can read) OR id = any(briefs shared with me)`, both arms are index
-- conditions (briefs_user_id_idx, briefs_pkey) and the planner combines them (BitmapOr): the count
-- reads the member's 600 briefs. For an admin the owners are every account, so every brief is still
-- readable: briefs.user_id is NOT NULL and references auth.users, so no brief has an owner outside
-- that list.

create function private.readable_brief_owners() returns uuid[]
language plpgsql stable security definer set search_path = ''
as $$
begin
  if private.is_admin() then
    return array(select u.id from auth.users u);
  end if;
  return array[auth.uid()];
end
$$;
comment on function private.readable_brief_owners() is
  'The owners whose briefs the caller reads by ownership: every account for an admin, else the caller.';
revoke all on function private.readable_brief_owners() from public, anon;
grant execute on function private.readable_brief_owners() to authenticated, service_role;

-- `(select …)::uuid[]` and array(select …) are each computed once per statement (init plans), so
-- `= any` compares against a value and stays an index condition.
alter policy "owners, share recipients and admins can read briefs" on public.briefs
  using (
    user_id = any ((select private.readable_brief_owners())::uuid[])
    or id = any (array(
      select s.brief_id from public.brief_shares s where s.shared_with_user_id = (select auth.uid())
    ))
  );
