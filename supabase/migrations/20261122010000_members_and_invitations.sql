-- Members, roles and invitations: who may have an account and what they may do.
--
-- Security model (DESIGN §1, §4): every rule is enforced here, never only in the client.
--   * Accounts are invite-only. Creating an auth user needs a valid invitation for the same e-mail
--     (matching lower-cased e-mail, unexpired, unused). Enforced twice: by the before-user-created auth
--     hook (a clean 403 from GoTrue) and by a BEFORE INSERT trigger on auth.users (hard enforcement,
--     whatever path creates the user). On success an AFTER INSERT trigger creates the profile, stores the
--     invitation's role and marks the invitation used.
--   * No client can write any role: user_roles has no insert/update/delete privilege for anon or
--     authenticated. The spec's client "store role" upsert (§7) therefore fails with 42501 "permission
--     denied", which the app only logs (§8); it can never grant anything.
--   * Invitations are readable only by admins. Deviation from spec §7: a direct
--     `select … from invitations where token = …` cannot be allowed for anonymous callers, because
--     PostgREST sends filters as a WHERE clause that row-level security cannot see — any policy that
--     lets anon read the row by token lets anon list every invitation. The app looks an invitation up
--     with the RPC `get_invitation(invite_token)` instead, which returns only a valid invitation and
--     only to someone who knows its token (256 random bits).
--   * The spec's client "mark invitation used" update is a harmless no-op: there is no update policy on
--     invitations, so it affects zero rows. The server marks the invitation used itself.

-- ---------------------------------------------------------------------------------------------------
-- Tables

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  full_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'One per member, created by the server at sign-up. Readable by every signed-in member (sharing looks people up by e-mail); each member edits only their own full_name.';
create index profiles_email_idx on public.profiles (lower(email));

create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'user' constraint user_roles_role_check check (role in ('user', 'admin')),
  created_at timestamptz not null default now()
);
comment on table public.user_roles is
  'A member''s role, copied from their invitation at sign-up. Clients can read their own role but can never write any role.';

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  -- 244 random bits from two v4 UUIDs: unguessable even without pgcrypto. The send-invitation function
  -- supplies its own 256-bit token; this default serves the first-admin script.
  token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  email text not null constraint invitations_email_check check (email = lower(btrim(email)) and email like '%_@_%'),
  role text not null default 'user' constraint invitations_role_check check (role in ('user', 'admin')),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz,
  used_by uuid references auth.users (id) on delete set null,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.invitations is
  'Invite-only accounts: an invitation lets one e-mail address sign up once, before expires_at, with the given role. Admins only; anonymous lookups go through get_invitation(token).';
create index invitations_email_idx on public.invitations (email);

-- ---------------------------------------------------------------------------------------------------
-- Helpers (SECURITY DEFINER with an empty search_path: they read tables whose policies call them)

create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = auth.uid() and role = 'admin'
  )
$$;
comment on function public.is_admin() is 'True when the caller''s role record says admin.';

-- The valid invitation for an e-mail address, newest first: unexpired and unused.
create function public.valid_invitation_for(address text) returns public.invitations
language sql stable security definer set search_path = ''
as $$
  select i.* from public.invitations i
  where i.email = lower(btrim(address)) and i.used_at is null and i.expires_at > now()
  order by i.created_at desc
  limit 1
$$;
revoke execute on function public.valid_invitation_for(text) from public, anon, authenticated;

-- Token lookup for the sign-up screen (replaces the spec's direct select, see the header).
create function public.get_invitation(invite_token text)
returns table (token text, email text, role text, expires_at timestamptz, used_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select i.token, i.email, i.role, i.expires_at, i.used_at
  from public.invitations i
  where i.token = invite_token and i.used_at is null and i.expires_at > now()
$$;
comment on function public.get_invitation(text) is
  'The invitation with this token if it is still valid (unexpired, unused); no row otherwise. Callable by anyone who knows the token.';
grant execute on function public.get_invitation(text) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Invite-only sign-up

-- Supabase before-user-created auth hook (config.toml [auth.hook.before_user_created]): GoTrue calls it
-- with {metadata, user} before inserting a user; {} allows, {"error": {...}} refuses with that status.
create function public.hook_before_user_created(event jsonb) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (public.valid_invitation_for(coalesce(event -> 'user' ->> 'email', ''))).id is null then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Registration is by invitation only. No valid invitation exists for this e-mail address.'
    ));
  end if;
  return '{}'::jsonb;
end
$$;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- Hard enforcement: no auth user without a valid invitation, whichever path inserts it.
create function public.require_invitation() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (public.valid_invitation_for(coalesce(new.email, ''))).id is null then
    raise exception 'Registration is by invitation only. No valid invitation exists for %.',
      coalesce(new.email, 'this account')
      using errcode = '42501', hint = 'Ask an administrator for an invitation.';
  end if;
  return new;
end
$$;
revoke execute on function public.require_invitation() from public, anon, authenticated;

create trigger require_invitation before insert on auth.users
  for each row execute function public.require_invitation();

-- On sign-up: the profile, the role from the invitation, and every open invitation for the address used.
create function public.handle_new_member() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  invitation public.invitations := public.valid_invitation_for(new.email);
begin
  insert into public.profiles (id, email, full_name)
  values (
    new.id,
    lower(new.email),
    nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), '')
  );
  insert into public.user_roles (user_id, role) values (new.id, coalesce(invitation.role, 'user'));
  update public.invitations set used_at = now(), used_by = new.id
  where email = lower(btrim(new.email)) and used_at is null;
  return new;
end
$$;
revoke execute on function public.handle_new_member() from public, anon, authenticated;

create trigger handle_new_member after insert on auth.users
  for each row execute function public.handle_new_member();

-- Keep the profile's e-mail in step when the auth e-mail changes (members cannot edit it themselves).
create function public.sync_profile_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set email = lower(new.email), updated_at = now() where id = new.id;
  return new;
end
$$;
revoke execute on function public.sync_profile_email() from public, anon, authenticated;

create trigger sync_profile_email after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function public.sync_profile_email();

-- ---------------------------------------------------------------------------------------------------
-- Row-level security

alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.invitations enable row level security;

create policy "signed-in members can read profiles" on public.profiles
  for select to authenticated using (true);
create policy "members can update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
-- Only full_name is editable; e-mail follows auth.users, ids never change.
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
grant update (full_name) on public.profiles to authenticated;

create policy "members can read their own role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins can read every role" on public.user_roles
  for select to authenticated using ((select public.is_admin()));
revoke insert, update, delete, truncate on public.user_roles from anon, authenticated;

create policy "admins can read invitations" on public.invitations
  for select to authenticated using ((select public.is_admin()));
create policy "admins can create invitations" on public.invitations
  for insert to authenticated
  with check ((select public.is_admin()) and invited_by = (select auth.uid()));
create policy "admins can delete invitations" on public.invitations
  for delete to authenticated using ((select public.is_admin()));
revoke truncate on public.invitations from anon, authenticated;
