-- Supabase's advisor (its database linter, tests/db/advisor/splinter.sql) has nothing to say at WARN
-- or ERROR, and every foreign key has a covering index. Same permissions as before; what moves is
-- where the privileged code lives. What this changes:
--
--   * SECURITY DEFINER code leaves the exposed schema. Every function in `public` that anon or
--     authenticated can execute is now SECURITY INVOKER; the SECURITY DEFINER bodies move, unchanged
--     and under the same name, to the schema `private`, which PostgREST does not expose
--     (supabase/config.toml `[api] schemas`). ALTER FUNCTION … SET SCHEMA keeps each function's oid,
--     so every RLS policy (ours and the one on realtime.messages) now calls the private function
--     directly, and its grants and comment go with it.
--       - The RPCs the app calls (team_*, set_member_*, transfer_briefs, revoke/resend_invitation,
--         request/decide_review, brief_deleters, get_invitation, invitation_status) get a public
--         SECURITY INVOKER function of the same name, arguments and result that calls the private one:
--         the same surface, the same answers and refusals (an error raised inside passes through).
--       - The policy helpers (is_active_member, is_admin, can_read/write/manage_brief,
--         require_active_member) are called by name, as the caller, from the sync RPCs' bodies
--         (SECURITY INVOKER), so they keep a public SECURITY INVOKER function of the same name that
--         calls the private one. Those inside `private` call each other there, not through `public`.
--         anon can no longer execute them (it could, uselessly: they answered false).
--   * user_roles had two permissive SELECT policies for authenticated (own row; admins every row);
--     now one policy with the same condition, so a read evaluates one.
--   * The server-only tables (mail_events, auth_mail_quota, brief_share_archive) had RLS and no
--     policy: they get an explicit restrictive policy that lets no API role in. Nothing changes for
--     the service role (BYPASSRLS) or the SECURITY DEFINER triggers that write them (table owner).
--   * Covering indexes for the foreign keys that had none (partial where the column is nullable:
--     ON DELETE SET NULL and CASCADE look rows up by a non-null value).
--   * pg_graphql goes: the app does not use /graphql/v1, and with it installed (hosted's default)
--     every table a signed-in member can read is listed in the GraphQL schema (lints 0026/0027, WARN).

-- ---------------------------------------------------------------------------------------------------
-- The private schema: callable by the API roles from SQL (policies, the public functions below), not
-- exposed over HTTP.

create schema private;
comment on schema private is
  'SECURITY DEFINER functions behind the RPCs and the RLS policies. Not exposed by PostgREST: the API reaches them only through public SECURITY INVOKER functions and policies.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Policy helpers

alter function public.is_active_member() set schema private;
alter function public.is_admin() set schema private;
alter function public.can_read_brief(uuid) set schema private;
alter function public.can_write_brief(uuid) set schema private;
alter function public.can_manage_brief(uuid) set schema private;
alter function public.require_active_member() set schema private;

-- Bodies of 20261123170000_cheap_brief_writes.sql and 20261126120000_deactivation_ends_access.sql,
-- calling the private helpers.
create or replace function private.can_read_brief(brief_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return private.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = can_read_brief.brief_id
      and (
        b.user_id = auth.uid()
        or private.is_admin()
        or exists (select 1 from public.brief_shares s where s.brief_id = b.id and s.shared_with_user_id = auth.uid())
      )
  );
end
$$;

create or replace function private.can_write_brief(brief_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return private.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = can_write_brief.brief_id
      and (
        b.user_id = auth.uid()
        or private.is_admin()
        or exists (
          select 1 from public.brief_shares s
          where s.brief_id = b.id and s.shared_with_user_id = auth.uid() and s.permission = 'write'
        )
      )
  );
end
$$;

create or replace function private.can_manage_brief(brief_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return private.is_active_member() and exists (
    select 1 from public.briefs b
    where b.id = can_manage_brief.brief_id and (b.user_id = auth.uid() or private.is_admin())
  );
end
$$;

create or replace function private.require_active_member() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is not null and not private.is_active_member() then
    raise exception 'This account has been deactivated' using errcode = '42501', hint = 'account_deactivated',
      detail = 'An admin deactivated this account. Nothing can be read or changed until it is reactivated.';
  end if;
end
$$;

create function public.is_active_member() returns boolean
language plpgsql stable security invoker set search_path = ''
as $$ begin return private.is_active_member(); end $$;

create function public.is_admin() returns boolean
language plpgsql stable security invoker set search_path = ''
as $$ begin return private.is_admin(); end $$;

create function public.can_read_brief(brief_id uuid) returns boolean
language plpgsql stable security invoker set search_path = ''
as $$ begin return private.can_read_brief(brief_id); end $$;

create function public.can_write_brief(brief_id uuid) returns boolean
language plpgsql stable security invoker set search_path = ''
as $$ begin return private.can_write_brief(brief_id); end $$;

create function public.can_manage_brief(brief_id uuid) returns boolean
language plpgsql stable security invoker set search_path = ''
as $$ begin return private.can_manage_brief(brief_id); end $$;

create function public.require_active_member() returns void
language plpgsql stable security invoker set search_path = ''
as $$ begin perform private.require_active_member(); end $$;

-- ---------------------------------------------------------------------------------------------------
-- The RPCs the app calls

alter function public.brief_deleters(uuid[]) set schema private;
alter function public.decide_review(uuid, text, text) set schema private;
alter function public.request_review(uuid, uuid[], text) set schema private;
alter function public.resend_invitation(uuid, integer) set schema private;
alter function public.revoke_invitation(uuid) set schema private;
alter function public.set_member_active(uuid, boolean) set schema private;
alter function public.set_member_role(uuid, text) set schema private;
alter function public.team_invitations() set schema private;
alter function public.team_members() set schema private;
alter function public.transfer_briefs(uuid, uuid) set schema private;
alter function public.get_invitation(text) set schema private;
alter function public.invitation_status(text) set schema private;

create function public.brief_deleters(brief_ids uuid[]) returns table (brief_id uuid, deleted_by_name text)
language sql stable security invoker set search_path = ''
as $$ select * from private.brief_deleters($1) $$;

create function public.decide_review(brief_id uuid, decision text, note text default '')
returns public.brief_review_requests
language sql volatile security invoker set search_path = ''
as $$ select private.decide_review($1, $2, $3) $$;

create function public.request_review(brief_id uuid, reviewer_ids uuid[], note text default '')
returns setof public.brief_review_requests
language sql volatile security invoker set search_path = ''
as $$ select * from private.request_review($1, $2, $3) $$;

create function public.resend_invitation(invitation_id uuid, valid_days integer default 7)
returns table (id uuid, email text, role text, expires_at timestamptz)
language sql volatile security invoker set search_path = ''
as $$ select * from private.resend_invitation($1, $2) $$;

create function public.revoke_invitation(invitation_id uuid) returns void
language sql volatile security invoker set search_path = ''
as $$ select private.revoke_invitation($1) $$;

create function public.set_member_active(member_id uuid, active boolean) returns void
language sql volatile security invoker set search_path = ''
as $$ select private.set_member_active($1, $2) $$;

create function public.set_member_role(member_id uuid, new_role text) returns void
language sql volatile security invoker set search_path = ''
as $$ select private.set_member_role($1, $2) $$;

create function public.team_invitations()
returns table (
  id uuid, email text, role text, invited_by_email text, invited_by_name text, expires_at timestamptz,
  created_at timestamptz, full_name text
)
language sql stable security invoker set search_path = ''
as $$ select * from private.team_invitations() $$;

create function public.team_members()
returns table (
  user_id uuid, email text, full_name text, role text, joined_at timestamptz, briefs_owned integer,
  active boolean
)
language sql stable security invoker set search_path = ''
as $$ select * from private.team_members() $$;

create function public.transfer_briefs(from_member uuid, to_member uuid) returns integer
language sql volatile security invoker set search_path = ''
as $$ select private.transfer_briefs($1, $2) $$;

create function public.get_invitation(invite_token text)
returns table (token text, email text, role text, expires_at timestamptz, used_at timestamptz, full_name text)
language sql stable security invoker set search_path = ''
as $$ select * from private.get_invitation($1) $$;

create function public.invitation_status(invite_token text)
returns table (status text, email text, role text, expires_at timestamptz, has_account boolean, full_name text)
language sql stable security invoker set search_path = ''
as $$ select * from private.invitation_status($1) $$;

-- ---------------------------------------------------------------------------------------------------
-- Who may execute what: as before, except that anon no longer reaches the policy helpers. The public
-- functions carry the private ones' comments.

do $$
declare
  f record;
begin
  for f in
    select p.oid, q.oid as private_oid, p.proname
    from pg_proc p
    join pg_proc q on q.proname = p.proname and q.pronamespace = 'private'::regnamespace
      and pg_get_function_identity_arguments(q.oid) = pg_get_function_identity_arguments(p.oid)
    where p.pronamespace = 'public'::regnamespace
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f.oid::regprocedure);
    execute format('revoke all on function %s from public, anon', f.private_oid::regprocedure);
    execute format('grant execute on function %s to authenticated, service_role', f.oid::regprocedure);
    execute format('grant execute on function %s to authenticated, service_role', f.private_oid::regprocedure);
    if f.proname in ('get_invitation', 'invitation_status') then
      execute format('grant execute on function %s to anon', f.oid::regprocedure);
      execute format('grant execute on function %s to anon', f.private_oid::regprocedure);
    end if;
    execute format('comment on function %s is %L', f.oid::regprocedure, obj_description(f.private_oid, 'pg_proc'));
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Policies

drop policy "members can read their own role" on public.user_roles;
drop policy "admins can read every role" on public.user_roles;
create policy "members can read their own role and admins every role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "no API role can use this" on public.mail_events as restrictive to anon, authenticated
  using (false) with check (false);
create policy "no API role can use this" on public.auth_mail_quota as restrictive to anon, authenticated
  using (false) with check (false);
create policy "no API role can use this" on public.brief_share_archive as restrictive to anon, authenticated
  using (false) with check (false);

-- ---------------------------------------------------------------------------------------------------
-- Covering indexes for foreign keys

create index applied_ops_user_id_idx on public.applied_ops (user_id);
create index brief_history_author_id_idx on public.brief_history (author_id) where author_id is not null;
create index brief_review_requests_requested_by_idx on public.brief_review_requests (requested_by)
  where requested_by is not null;
create index brief_shares_shared_by_user_id_idx on public.brief_shares (shared_by_user_id)
  where shared_by_user_id is not null;
create index brief_templates_author_id_idx on public.brief_templates (author_id);
create index briefs_updated_by_idx on public.briefs (updated_by) where updated_by is not null;
create index invitations_invited_by_idx on public.invitations (invited_by) where invited_by is not null;
create index invitations_used_by_idx on public.invitations (used_by) where used_by is not null;

-- ---------------------------------------------------------------------------------------------------
-- GraphQL off (hosted installs pg_graphql by default; the local stack never had it).

drop extension if exists pg_graphql;
