-- The team's roles and names.
--
--   * An admin never demotes themselves: set_member_role refuses (23514) to make the caller a member,
--     so the Team page cannot lock its own user out; another admin can. The last-admin guard stays.
--   * People have names. An invitation may carry the invitee's full name (invitations.full_name, set
--     by the send-invitation function or an admin): the link's holder reads it back through
--     get_invitation / invitation_status to prefill the sign-up, the Team page lists it, a resend
--     keeps it, and the new member's profile takes it unless the sign-up brought its own full_name.
--   * A name never carries control characters (an e-mail greeting or header must not be split by a
--     CR/LF): refused on invitations, and folded into spaces when a sign-up's metadata brings one.

-- ---------------------------------------------------------------------------------------------------
-- Names on invitations

alter table public.invitations
  add column full_name text
    constraint invitations_full_name_check check (
      full_name is null
      or (full_name = btrim(full_name) and char_length(full_name) between 1 and 120 and full_name !~ '[[:cntrl:]]')
    );
comment on column public.invitations.full_name is
  'The invitee''s full name as the admin typed it (optional): greets them in the e-mail, prefills the sign-up and becomes their profile name unless they type another.';

-- One rule for a name that arrives from outside (sign-up metadata): control characters and runs of
-- white space become one space, trimmed, at most 120 characters; nothing left means no name.
create function public.clean_full_name(value text) returns text
language sql immutable set search_path = ''
as $$
  select nullif(left(btrim(regexp_replace(coalesce(value, ''), '[[:cntrl:][:space:]]+', ' ', 'g')), 120), '')
$$;
comment on function public.clean_full_name(text) is
  'A full name without control characters or repeated white space, at most 120 characters; null when empty.';
revoke execute on function public.clean_full_name(text) from public, anon, authenticated;

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
    coalesce(
      public.clean_full_name(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name')),
      invitation.full_name
    )
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

-- The lookups by token now say the name too (a new result column means a new function).
drop function public.get_invitation(text);
create function public.get_invitation(invite_token text)
returns table (token text, email text, role text, expires_at timestamptz, used_at timestamptz, full_name text)
language sql stable security definer set search_path = ''
as $$
  select i.token, i.email, i.role, i.expires_at, i.used_at, i.full_name
  from public.invitations i
  where i.token = invite_token and i.used_at is null and i.revoked_at is null
    and i.superseded_at is null and i.expires_at > now()
$$;
comment on function public.get_invitation(text) is
  'The open invitation with this token (address, role, expiry, name), for the sign-up page. Nothing for any other token.';
grant execute on function public.get_invitation(text) to anon, authenticated;

drop function public.invitation_status(text);
create function public.invitation_status(invite_token text)
returns table (status text, email text, role text, expires_at timestamptz, has_account boolean, full_name text)
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
    exists (select 1 from public.profiles p where p.email = i.email),
    i.full_name
  from public.invitations i
  where i.token = invite_token
$$;
comment on function public.invitation_status(text) is
  'What became of an invitation link (valid, used, expired, revoked, superseded), with its address, role, name and whether the address has an account. Only the token''s holder learns anything.';
grant execute on function public.invitation_status(text) to anon, authenticated;

drop function public.team_invitations();
create function public.team_invitations()
returns table (
  id uuid, email text, role text, invited_by_email text, invited_by_name text, expires_at timestamptz,
  created_at timestamptz, full_name text
)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select i.id, i.email, i.role, p.email, p.full_name, i.expires_at, i.created_at, i.full_name
    from public.invitations i left join public.profiles p on p.id = i.invited_by
    where i.used_at is null and i.revoked_at is null and i.superseded_at is null
    order by i.created_at desc;
end
$$;
comment on function public.team_invitations() is
  'Pending invitations with the invitee''s name (not used, revoked or superseded; expired ones included so they can be resent). Admins only.';
revoke execute on function public.team_invitations() from public, anon;
grant execute on function public.team_invitations() to authenticated, service_role;

-- A resend keeps the name: the new invitation is the same invitation with a new link.
create or replace function public.resend_invitation(invitation_id uuid, valid_days integer default 7)
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
    insert into public.invitations (email, role, expires_at, invited_by, full_name)
    values (
      old.email, old.role, now() + make_interval(days => least(greatest(coalesce(valid_days, 7), 1), 30)),
      auth.uid(), old.full_name
    )
    returning invitations.id, invitations.email, invitations.role, invitations.expires_at;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- No self-demotion

create or replace function public.set_member_role(member_id uuid, new_role text) returns void
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
  if member_id = auth.uid() and new_role = 'user' and current.role = 'admin' then
    raise exception 'You cannot make yourself a member: another admin has to' using errcode = '23514';
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
