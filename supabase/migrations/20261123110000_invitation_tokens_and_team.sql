-- Invitations bound to their link, and the team operations an admin needs (issue 11).
--
-- Security model (DESIGN §1, §4), what changes here:
--   * A sign-up is accepted only when its user metadata carries `invite_token`, the token of an
--     unused, unrevoked, unsuperseded and unexpired invitation for the same e-mail (compared
--     case-insensitively). Before, any open invitation for the address was enough, so whoever knew an
--     invitee's address could take their account (and role) first. Enforced, as before, twice: by the
--     before-user-created hook and by the BEFORE INSERT trigger on auth.users. The AFTER INSERT trigger
--     takes the role from that invitation, marks it used and retires every other open invitation for
--     the address. A passwordless sign-up (/otp with account creation) carries no token and is refused,
--     so it neither creates the account nor uses up the invitation.
--   * Invitations are revoked and superseded (by a resend), never silently deleted, so a dead link can
--     say what happened to it: invitation_status(token).
--   * Members can be deactivated (user_roles.deactivated_at). A deactivated member's still-valid access
--     token reads and writes nothing: every members' table gets a RESTRICTIVE policy requiring an active
--     membership, and the access helpers (is_admin, can_read_brief, can_write_brief, can_manage_brief)
--     check it too. Signing in and refreshing are stopped by GoTrue's ban, which the manage-member edge
--     function sets after set_member_active succeeds (the database cannot ban on hosted Supabase).
--   * Team operations are SECURITY DEFINER RPCs that start by checking that the caller is an active
--     admin (42501 otherwise), with the guards in the database: the last active admin is never demoted
--     or deactivated, and no admin deactivates themselves.

-- ---------------------------------------------------------------------------------------------------
-- Columns

alter table public.user_roles add column deactivated_at timestamptz;
comment on column public.user_roles.deactivated_at is
  'Set while the member is deactivated: they keep their briefs but can neither sign in nor read or write anything.';

alter table public.invitations
  add column revoked_at timestamptz,
  add column superseded_at timestamptz;
comment on column public.invitations.revoked_at is 'Set when an admin revoked the invitation: its link no longer works.';
comment on column public.invitations.superseded_at is
  'Set when the invitation was resent (a new invitation with a new token replaces it) or another invitation for the address was accepted.';

-- ---------------------------------------------------------------------------------------------------
-- Active membership

create function public.is_active_member() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = auth.uid() and deactivated_at is null
  )
$$;
comment on function public.is_active_member() is 'True when the caller is a member who is not deactivated.';
revoke execute on function public.is_active_member() from public, anon;
grant execute on function public.is_active_member() to authenticated;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = auth.uid() and role = 'admin' and deactivated_at is null
  )
$$;
comment on function public.is_admin() is 'True when the caller is an active admin.';

create or replace function public.can_read_brief(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = brief_id
      and (
        b.user_id = auth.uid()
        or public.is_admin()
        or exists (select 1 from public.brief_shares s where s.brief_id = b.id and s.shared_with_user_id = auth.uid())
      )
  )
$$;

create or replace function public.can_write_brief(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = brief_id
      and (
        b.user_id = auth.uid()
        or public.is_admin()
        or exists (
          select 1 from public.brief_shares s
          where s.brief_id = b.id and s.shared_with_user_id = auth.uid() and s.permission = 'write'
        )
      )
  )
$$;

create or replace function public.can_manage_brief(brief_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = brief_id and (b.user_id = auth.uid() or public.is_admin())
  )
$$;

-- Restrictive policies are ANDed with every permissive one, so the owner's own `user_id = auth.uid()`
-- shortcuts (and the sync RPCs, which run with the caller's rights) stop too. user_roles stays readable
-- so the app can tell a deactivated member why they see nothing; it was never writable by clients.
create policy "only active members can use this" on public.briefs as restrictive to authenticated
  using ((select public.is_active_member())) with check ((select public.is_active_member()));
create policy "only active members can use this" on public.brief_shares as restrictive to authenticated
  using ((select public.is_active_member())) with check ((select public.is_active_member()));
create policy "only active members can use this" on public.brief_tombstones as restrictive to authenticated
  using ((select public.is_active_member()));
create policy "only active members can use this" on public.brief_revocations as restrictive to authenticated
  using ((select public.is_active_member()));
create policy "only active members can use this" on public.applied_ops as restrictive to authenticated
  using ((select public.is_active_member())) with check ((select public.is_active_member()));
create policy "only active members can use this" on public.profiles as restrictive to authenticated
  using ((select public.is_active_member())) with check ((select public.is_active_member()));
create policy "only active members can use this" on public.invitations as restrictive to authenticated
  using ((select public.is_active_member())) with check ((select public.is_active_member()));

-- ---------------------------------------------------------------------------------------------------
-- Invitations bound to their token

create or replace function public.valid_invitation_for(address text) returns public.invitations
language sql stable security definer set search_path = ''
as $$
  select i.* from public.invitations i
  where i.email = lower(btrim(address)) and i.used_at is null and i.revoked_at is null
    and i.superseded_at is null and i.expires_at > now()
  order by i.created_at desc
  limit 1
$$;

-- The invitation a sign-up may use: the one whose token it carries, if still open and for its address.
create function public.invitation_for_signup(address text, invite_token text) returns public.invitations
language sql stable security definer set search_path = ''
as $$
  select i.* from public.invitations i
  where i.token = invite_token and i.email = lower(btrim(address))
    and i.used_at is null and i.revoked_at is null and i.superseded_at is null and i.expires_at > now()
$$;
revoke execute on function public.invitation_for_signup(text, text) from public, anon, authenticated;

create or replace function public.get_invitation(invite_token text)
returns table (token text, email text, role text, expires_at timestamptz, used_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select i.token, i.email, i.role, i.expires_at, i.used_at
  from public.invitations i
  where i.token = invite_token and i.used_at is null and i.revoked_at is null
    and i.superseded_at is null and i.expires_at > now()
$$;

-- What became of an invitation link, for the page it leads to: 'valid', 'used', 'expired', 'revoked'
-- or 'superseded', with its address, role and whether that address already has an account. Nothing
-- for an unknown token. Only someone holding the token (256 random bits) learns anything.
create function public.invitation_status(invite_token text)
returns table (status text, email text, role text, expires_at timestamptz, has_account boolean)
language sql stable security definer set search_path = ''
as $$
  select
    case
      when i.used_at is not null then 'used'
      when i.revoked_at is not null then 'revoked'
      when i.superseded_at is not null then 'superseded'
      when i.expires_at <= now() then 'expired'
      else 'valid'
    end,
    i.email, i.role, i.expires_at,
    exists (select 1 from public.profiles p where p.email = i.email)
  from public.invitations i
  where i.token = invite_token
$$;
grant execute on function public.invitation_status(text) to anon, authenticated;

create or replace function public.hook_before_user_created(event jsonb) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (public.invitation_for_signup(
        coalesce(event -> 'user' ->> 'email', ''),
        coalesce(event -> 'user' -> 'user_metadata' ->> 'invite_token', '')
      )).id is null then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Registration is by invitation only. No valid invitation exists for this e-mail address.'
    ));
  end if;
  return '{}'::jsonb;
end
$$;

create or replace function public.require_invitation() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (public.invitation_for_signup(
        coalesce(new.email, ''),
        coalesce(new.raw_user_meta_data ->> 'invite_token', '')
      )).id is null then
    raise exception 'Registration is by invitation only. No valid invitation exists for %.',
      coalesce(new.email, 'this account')
      using errcode = '42501', hint = 'Ask an administrator for an invitation.';
  end if;
  return new;
end
$$;

create or replace function public.handle_new_member() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  invitation public.invitations :=
    public.invitation_for_signup(new.email, coalesce(new.raw_user_meta_data ->> 'invite_token', ''));
begin
  insert into public.profiles (id, email, full_name)
  values (
    new.id,
    lower(new.email),
    nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), '')
  );
  insert into public.user_roles (user_id, role) values (new.id, coalesce(invitation.role, 'user'));
  update public.invitations set used_at = now(), used_by = new.id where id = invitation.id;
  update public.invitations set superseded_at = now()
  where email = lower(btrim(new.email)) and used_at is null and revoked_at is null and superseded_at is null;
  -- The token has done its job; it need not ride along in every access token's user_metadata.
  update auth.users set raw_user_meta_data = raw_user_meta_data - 'invite_token'
  where id = new.id and raw_user_meta_data ? 'invite_token';
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Team operations (active admins only)

create function public.require_admin() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can manage the team' using errcode = '42501';
  end if;
end
$$;
revoke execute on function public.require_admin() from public, anon, authenticated;

create function public.team_members()
returns table (
  user_id uuid, email text, full_name text, role text, joined_at timestamptz, briefs_owned integer,
  active boolean
)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select p.id, p.email, p.full_name, r.role, p.created_at,
      (select count(*)::integer from public.briefs b where b.user_id = p.id),
      r.deactivated_at is null
    from public.profiles p join public.user_roles r on r.user_id = p.id
    order by lower(coalesce(nullif(p.full_name, ''), p.email)), p.email;
end
$$;
comment on function public.team_members() is 'Every member with role, join date, briefs owned and whether active. Admins only.';

create function public.team_invitations()
returns table (
  id uuid, email text, role text, invited_by_email text, invited_by_name text, expires_at timestamptz,
  created_at timestamptz
)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select i.id, i.email, i.role, p.email, p.full_name, i.expires_at, i.created_at
    from public.invitations i left join public.profiles p on p.id = i.invited_by
    where i.used_at is null and i.revoked_at is null and i.superseded_at is null
    order by i.created_at desc;
end
$$;
comment on function public.team_invitations() is
  'Pending invitations (not used, revoked or superseded; expired ones included so they can be resent). Admins only.';

-- Resend: the pending invitation is superseded (its link stops working) by a new one with a new
-- token and a new expiry, invited by the caller. The new token is not returned: the edge function
-- that e-mails it reads it with the service role.
create function public.resend_invitation(invitation_id uuid, valid_days integer default 7)
returns table (id uuid, email text, role text, expires_at timestamptz)
language plpgsql security definer set search_path = ''
as $$
declare
  old public.invitations;
begin
  perform public.require_admin();
  select * into old from public.invitations i where i.id = invitation_id for update;
  if old.id is null or old.used_at is not null or old.revoked_at is not null or old.superseded_at is not null then
    raise exception 'This invitation is no longer pending' using errcode = '22023';
  end if;
  update public.invitations set superseded_at = now() where invitations.id = old.id;
  return query
    insert into public.invitations (email, role, expires_at, invited_by)
    values (old.email, old.role, now() + make_interval(days => least(greatest(coalesce(valid_days, 7), 1), 30)), auth.uid())
    returning invitations.id, invitations.email, invitations.role, invitations.expires_at;
end
$$;

create function public.revoke_invitation(invitation_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  update public.invitations set revoked_at = now()
  where id = invitation_id and used_at is null and revoked_at is null and superseded_at is null;
  if not found then
    raise exception 'This invitation is no longer pending' using errcode = '22023';
  end if;
end
$$;

-- The number of active admins other than `member_id`.
create function public.other_active_admins(member_id uuid) returns integer
language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.user_roles
  where role = 'admin' and deactivated_at is null and user_id <> member_id
$$;
revoke execute on function public.other_active_admins(uuid) from public, anon, authenticated;

create function public.set_member_role(member_id uuid, new_role text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  current public.user_roles;
begin
  perform public.require_admin();
  if new_role is null or new_role not in ('user', 'admin') then
    raise exception 'The role must be user or admin' using errcode = '22023';
  end if;
  select * into current from public.user_roles where user_id = member_id for update;
  if current.user_id is null then
    raise exception 'No such member' using errcode = '22023';
  end if;
  -- Serialises concurrent demotions so two admins cannot demote each other at once.
  perform 1 from public.user_roles where role = 'admin' for update;
  if current.role = 'admin' and new_role = 'user' and current.deactivated_at is null
     and public.other_active_admins(member_id) = 0 then
    raise exception 'The last active admin cannot be made a user' using errcode = '23514';
  end if;
  update public.user_roles set role = new_role where user_id = member_id;
end
$$;

create function public.set_member_active(member_id uuid, active boolean) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  current public.user_roles;
begin
  perform public.require_admin();
  if active is null then
    raise exception 'active must be true or false' using errcode = '22023';
  end if;
  select * into current from public.user_roles where user_id = member_id for update;
  if current.user_id is null then
    raise exception 'No such member' using errcode = '22023';
  end if;
  if not active then
    if member_id = auth.uid() then
      raise exception 'You cannot deactivate yourself' using errcode = '23514';
    end if;
    perform 1 from public.user_roles where role = 'admin' for update;
    if current.role = 'admin' and public.other_active_admins(member_id) = 0 then
      raise exception 'The last active admin cannot be deactivated' using errcode = '23514';
    end if;
  end if;
  update public.user_roles
  set deactivated_at = case when active then null else coalesce(deactivated_at, now()) end
  where user_id = member_id;
end
$$;

-- Ownership never changes on an ordinary save (briefs_before_update keeps user_id); a transfer sets
-- `briefsmith.transfer` = '<from>:<to>' for its own transaction and this trigger, which runs after
-- briefs_before_update (triggers fire in name order), honours it for an active admin only.
create function public.briefs_transfer_owner() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  transfer text := current_setting('briefsmith.transfer', true);
begin
  if coalesce(transfer, '') <> '' and split_part(transfer, ':', 1) = old.user_id::text and public.is_admin() then
    new.user_id := split_part(transfer, ':', 2)::uuid;
  end if;
  return new;
end
$$;
revoke execute on function public.briefs_transfer_owner() from public, anon, authenticated;
create trigger briefs_transfer_owner before update on public.briefs
  for each row execute function public.briefs_transfer_owner();

-- Moves every brief `from_member` owns to `to_member` (an active member). The former owner's devices
-- are told to drop them (a revocation, as when a share is removed); a share the new owner had on one
-- of them is removed, since an owner needs none. Returns how many briefs moved.
create function public.transfer_briefs(from_member uuid, to_member uuid) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  moved integer;
begin
  perform public.require_admin();
  if from_member is null or to_member is null or from_member = to_member then
    raise exception 'Choose another member to receive the briefs' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles where user_id = from_member) then
    raise exception 'No such member' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles where user_id = to_member and deactivated_at is null) then
    raise exception 'Briefs can only be transferred to an active member' using errcode = '22023';
  end if;
  delete from public.brief_shares s
  using public.briefs b
  where s.brief_id = b.id and b.user_id = from_member and s.shared_with_user_id = to_member;
  perform set_config('briefsmith.transfer', from_member::text || ':' || to_member::text, true);
  with moved_briefs as (
    update public.briefs set user_id = to_member where user_id = from_member returning id
  )
  insert into public.brief_revocations (brief_id, user_id, revoked_at)
  select m.id, from_member, clock_timestamp() from moved_briefs m
  on conflict (brief_id, user_id) do update set revoked_at = excluded.revoked_at;
  get diagnostics moved = row_count;
  perform set_config('briefsmith.transfer', '', true);
  return moved;
end
$$;

revoke execute on function public.team_members(), public.team_invitations(),
  public.resend_invitation(uuid, integer), public.revoke_invitation(uuid),
  public.set_member_role(uuid, text), public.set_member_active(uuid, boolean),
  public.transfer_briefs(uuid, uuid)
  from public, anon;
grant execute on function public.team_members(), public.team_invitations(),
  public.resend_invitation(uuid, integer), public.revoke_invitation(uuid),
  public.set_member_role(uuid, text), public.set_member_active(uuid, boolean),
  public.transfer_briefs(uuid, uuid)
  to authenticated, service_role;
