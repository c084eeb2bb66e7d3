-- Client review links: a brief read, commented on and approved by a client who has no account.
--
-- Rules that must not break:
--   * A link is 128 random bits (32 lowercase hex digits, made here from the random nibbles of two
--     gen_random_uuid(): pgcrypto is not everywhere). Only its sha256 is stored (token_hash); the token
--     itself is answered once, by create_client_link, and never again. token_hash is not selectable by
--     any API role (column grants); anon reads nothing of client_links; nobody writes it directly.
--   * Who makes, lists and revokes a brief's links: whoever can write it (owner, write-share
--     recipient, admin; active) — private.can_write_brief. Anyone else (and an unknown link id) gets
--     the same 42501 "You cannot share this brief with a client.", so ids are not probed.
--   * A link works while it is unexpired, unrevoked, its brief exists (a deleted brief's links answer
--     link_not_found; restored, they work again if unexpired) and its creator may still make links for
--     the brief (a creator who was deactivated or lost write access takes their links with them:
--     link_revoked).
--   * The client's calls (client_open, client_comment, client_decide) are the service role's alone: the
--     client-review edge function calls them with the client's IP. Each checks the hash, expiry and
--     revocation itself, on every call, and answers a refusal as {"error": …} instead of raising, so
--     that the rate-limit counts it made stay counted.
--   * Rate limits (fixed windows, counted in client_rate_limits): per IP 120 calls a minute (every
--     call, a bad token included); per link 30 comments and 10 decisions an hour. Past a limit the
--     answer is {"error": "rate_limited", "retry_after": seconds}.
--   * A client's comment is a row of brief_comments with author_id null, client_link_id and client_name
--     (1–80 characters, trimmed) set; members never set those two columns (push_comment_changes names
--     its columns). A client sees only the threads clients started through the brief's links, with
--     their replies, never deleted ones; members see client comments as any other (pull, live signal).
--   * A client's decision is a brief_history row (kind approved / changes_requested, author_id null,
--     details {note, client: {name}}). It does not change the brief's status: the team decides that.
--   * No answer holds anyone's e-mail address; names are plain text. The e-mail address a client gives
--     with a comment or decision is checked (client_email_ok) and passed on to the link's creator by
--     the function's e-mail; the database keeps none.
--   * E-mail to the link's creator: one per decision ('client_decided', keyed by the link and the
--     decision's time) and one per link per UTC day of comments ('client_commented', keyed by the link
--     and the day's start), claimed in mail_events like the other events.

-- ---------------------------------------------------------------------------------------------------
-- Links

create table public.client_links (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key: a deleted brief's links stay, unusable, and work again when it is restored.
  brief_id uuid not null,
  token_hash text not null constraint client_links_token_hash_key unique
    constraint client_links_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  permission text not null constraint client_links_permission_check check (permission in ('view', 'comment')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  last_opened_at timestamptz
);
comment on table public.client_links is
  'Review links for clients without an account (client-review function). Only the token''s sha256 is kept. Written only by create_client_link, revoke_client_link and the client functions.';
create index client_links_brief_id_idx on public.client_links (brief_id);
create index client_links_created_by_idx on public.client_links (created_by) where created_by is not null;
create index client_links_revoked_by_idx on public.client_links (revoked_by) where revoked_by is not null;

alter table public.client_links enable row level security;
create policy "those who can write a brief see its client links" on public.client_links
  for select to authenticated using (private.can_write_brief(brief_id));
create policy "only active members can use this" on public.client_links as restrictive to authenticated
  using ((select private.is_active_member()));
revoke all on table public.client_links from public, anon, authenticated;
grant select (id, brief_id, permission, created_by, created_at, expires_at, revoked_at, revoked_by, last_opened_at)
  on table public.client_links to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Client comments

alter table public.brief_comments add column client_link_id uuid references public.client_links (id) on delete set null;
alter table public.brief_comments add column client_name text;
alter table public.brief_comments add constraint brief_comments_client_check check (
  client_name is null
  or (author_id is null and length(client_name) between 1 and 80 and client_name = btrim(client_name))
);
comment on column public.brief_comments.client_link_id is 'The client link a client''s comment came through; null for members.';
comment on column public.brief_comments.client_name is 'The name a client gave; set exactly for a client''s comment (author_id null).';
create index brief_comments_client_link_id_idx on public.brief_comments (client_link_id) where client_link_id is not null;

-- ---------------------------------------------------------------------------------------------------
-- Rate limits

create table public.client_rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  constraint client_rate_limits_pkey primary key (bucket, window_start)
);
comment on table public.client_rate_limits is
  'Calls of the client-review function per IP and per link, per fixed window. Service role only.';
alter table public.client_rate_limits enable row level security;
create policy "no API role can use this" on public.client_rate_limits as restrictive to anon, authenticated
  using (false) with check (false);
revoke all on table public.client_rate_limits from public, anon, authenticated;

-- Counts one call in the bucket's current window: 0 when it is allowed, else the seconds until the
-- window ends (the call is counted either way, so a flood stays refused).
create function private.client_rate_take(bucket text, max_hits integer, window_seconds integer) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- The window of the transaction's start: one call is one transaction, so a call counts in one window.
  started timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  counted integer;
begin
  insert into public.client_rate_limits as r (bucket, window_start, hits)
  values (client_rate_take.bucket, started, 1)
  on conflict on constraint client_rate_limits_pkey do update set hits = r.hits + 1
  returning r.hits into counted;
  -- Old windows go now and then (one call in a hundred), so the table stays small.
  if random() < 0.01 then
    delete from public.client_rate_limits r where r.window_start < clock_timestamp() - interval '1 day';
  end if;
  if counted <= max_hits then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from started) + window_seconds - extract(epoch from clock_timestamp())))::integer;
end
$$;
revoke execute on function private.client_rate_take(text, integer, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Member RPCs

-- Whether a member may make client links for a brief: owner, write-share recipient or admin; active.
create function private.member_can_share_with_client(the_brief_id uuid, member uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select member is not null
    and exists (select 1 from public.user_roles a where a.user_id = member and a.deactivated_at is null)
    and exists (
      select 1 from public.briefs b
      where b.id = the_brief_id
        and (
          b.user_id = member
          or exists (select 1 from public.user_roles r where r.user_id = member and r.role = 'admin')
          or exists (
            select 1 from public.brief_shares s
            where s.brief_id = b.id and s.shared_with_user_id = member and s.permission = 'write'
          )
        )
    )
$$;
revoke execute on function private.member_can_share_with_client(uuid, uuid) from public, anon, authenticated;

-- A link as members read it: every column but token_hash.
create function private.client_link_json(l public.client_links) returns jsonb
language sql immutable set search_path = ''
as $$ select to_jsonb(l) - 'token_hash' $$;
revoke execute on function private.client_link_json(public.client_links) from public, anon, authenticated;

-- 128 random bits as 32 hex digits: 16 random nibbles of each of two version-4 uuids (the version
-- nibble, 13th, and the variant nibble, 17th, are skipped).
create function private.client_link_token() returns text
language sql volatile set search_path = ''
as $$
  select string_agg(substr(h, 1, 12) || substr(h, 14, 3) || substr(h, 18, 1), '')
  from (select replace(gen_random_uuid()::text, '-', '') as h from generate_series(1, 2)) u
$$;
revoke execute on function private.client_link_token() from public, anon, authenticated;

create function private.client_token_hash(token text) returns text
language sql immutable set search_path = ''
as $$ select encode(sha256(convert_to(token, 'UTF8')), 'hex') $$;
revoke execute on function private.client_token_hash(text) from public, anon, authenticated;

create function private.create_client_link(brief_id uuid, permission text, expires_in_days integer) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  token text := private.client_link_token();
  created public.client_links;
begin
  perform private.require_active_member();
  if not private.member_can_share_with_client(create_client_link.brief_id, auth.uid()) then
    raise exception 'You cannot share this brief with a client.' using errcode = '42501';
  end if;
  if create_client_link.permission is null or create_client_link.permission not in ('view', 'comment') then
    raise exception 'permission must be view or comment' using errcode = '22023';
  end if;
  if expires_in_days is null or expires_in_days not in (1, 7, 14, 30) then
    raise exception 'A link expires in 1, 7, 14 or 30 days' using errcode = '22023';
  end if;
  insert into public.client_links as l (brief_id, token_hash, permission, created_by, expires_at)
  values (create_client_link.brief_id, private.client_token_hash(token), create_client_link.permission,
          auth.uid(), clock_timestamp() + make_interval(days => expires_in_days))
  returning l.* into created;
  return private.client_link_json(created) || jsonb_build_object('token', token);
end
$$;
revoke execute on function private.create_client_link(uuid, text, integer) from public, anon, authenticated;
grant execute on function private.create_client_link(uuid, text, integer) to authenticated;

create function public.create_client_link(brief_id uuid, permission text, expires_in_days integer) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.create_client_link(brief_id, permission, expires_in_days); end $$;
revoke execute on function public.create_client_link(uuid, text, integer) from public, anon;
grant execute on function public.create_client_link(uuid, text, integer) to authenticated;
comment on function public.create_client_link(uuid, text, integer) is
  'A client review link for the brief (view or comment, 1/7/14/30 days): the link without its hash, plus its token, answered this once.';

create function private.revoke_client_link(link_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  link public.client_links;
begin
  perform private.require_active_member();
  select * into link from public.client_links l where l.id = revoke_client_link.link_id for update;
  if link.id is null or not private.member_can_share_with_client(link.brief_id, auth.uid()) then
    raise exception 'You cannot share this brief with a client.' using errcode = '42501';
  end if;
  if link.revoked_at is null then
    update public.client_links l set revoked_at = clock_timestamp(), revoked_by = auth.uid()
    where l.id = link.id returning l.* into link;
  end if;
  return private.client_link_json(link);
end
$$;
revoke execute on function private.revoke_client_link(uuid) from public, anon, authenticated;
grant execute on function private.revoke_client_link(uuid) to authenticated;

create function public.revoke_client_link(link_id uuid) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_client_link(link_id); end $$;
revoke execute on function public.revoke_client_link(uuid) from public, anon;
grant execute on function public.revoke_client_link(uuid) to authenticated;
comment on function public.revoke_client_link(uuid) is
  'Takes a client link back at once (a repeat returns it unchanged).';

-- ---------------------------------------------------------------------------------------------------
-- The client's calls (service role only)

-- The per-IP limit, then the link the token names, checked: {link} or {error, …}.
create function private.client_link_for(token text, ip text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  wait integer := private.client_rate_take('ip:' || left(coalesce(nullif(btrim(ip), ''), 'unknown'), 64), 120, 60);
  link public.client_links;
begin
  if wait > 0 then
    return jsonb_build_object('error', 'rate_limited', 'retry_after', wait);
  end if;
  if token is null or token !~ '^[0-9a-f]{32}$' then
    return jsonb_build_object('error', 'link_not_found');
  end if;
  select * into link from public.client_links l where l.token_hash = private.client_token_hash(token);
  if link.id is null or not exists (select 1 from public.briefs b where b.id = link.brief_id) then
    return jsonb_build_object('error', 'link_not_found');
  end if;
  if link.revoked_at is not null or not private.member_can_share_with_client(link.brief_id, link.created_by) then
    return jsonb_build_object('error', 'link_revoked');
  end if;
  if link.expires_at <= clock_timestamp() then
    return jsonb_build_object('error', 'link_expired', 'expires_at', link.expires_at);
  end if;
  return jsonb_build_object('link', to_jsonb(link) - 'token_hash');
end
$$;
revoke execute on function private.client_link_for(text, text) from public, anon, authenticated;

-- A member's name as a client may see it (never their e-mail address).
create function private.client_member_name(member uuid) returns text
language sql stable security definer set search_path = ''
as $$ select nullif(btrim(p.full_name), '') from public.profiles p where p.id = member $$;
revoke execute on function private.client_member_name(uuid) from public, anon, authenticated;

create function private.client_comment_json(c public.brief_comments) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id, 'thread_id', c.thread_id, 'section', c.section, 'body', c.body, 'created_at', c.created_at,
    'edited_at', c.edited_at, 'resolved_at', c.resolved_at,
    'author_name', coalesce(c.client_name, private.client_member_name(c.author_id)),
    'client', c.client_link_id is not null
  )
$$;
revoke execute on function private.client_comment_json(public.brief_comments) from public, anon, authenticated;

create function private.client_decision_json(h public.brief_history) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'decision', h.kind, 'note', coalesce(h.details ->> 'note', ''), 'name', h.details -> 'client' ->> 'name',
    'decided_at', h.created_at
  )
$$;
revoke execute on function private.client_decision_json(public.brief_history) from public, anon, authenticated;

-- A client's name: trimmed, 1 to 80 characters, or null.
create function private.client_name_ok(name text) returns text
language sql immutable set search_path = ''
as $$ select case when length(btrim(coalesce(name, ''))) between 1 and 80 then btrim(name) end $$;
revoke execute on function private.client_name_ok(text) from public, anon, authenticated;

-- A client's e-mail address, checked as the app checks one (at most 254 characters). It is used for
-- the e-mail to the link's creator only, never stored or answered.
create function private.client_email_ok(email text) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(length(btrim(email)) <= 254 and btrim(email) ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$', false)
$$;
revoke execute on function private.client_email_ok(text) from public, anon, authenticated;

create function private.client_open(token text, ip text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  checked jsonb := private.client_link_for(token, ip);
  link jsonb := checked -> 'link';
  the_brief_id uuid;
  brief jsonb;
begin
  if link is null then
    return checked;
  end if;
  the_brief_id := (link ->> 'brief_id')::uuid;
  update public.client_links l set last_opened_at = clock_timestamp() where l.id = (link ->> 'id')::uuid;
  select to_jsonb(b) - 'user_id' - 'version' - 'updated_by' - 'updated_by_name' into brief
  from public.briefs b where b.id = the_brief_id;
  return jsonb_build_object(
    'link', jsonb_build_object(
      'permission', link ->> 'permission', 'expires_at', link -> 'expires_at',
      'sent_by', private.client_member_name((link ->> 'created_by')::uuid)
    ),
    'brief', brief,
    'threads', coalesce((
      select jsonb_agg(private.client_comment_json(c) order by c.created_at, c.id)
      from public.brief_comments c
      join public.brief_comments t on t.id = c.thread_id
      where c.brief_id = the_brief_id and t.brief_id = the_brief_id
        and t.client_link_id in (select x.id from public.client_links x where x.brief_id = the_brief_id)
        and c.deleted_at is null and t.deleted_at is null
    ), '[]'::jsonb),
    'decisions', coalesce((
      select jsonb_agg(private.client_decision_json(h) order by h.id)
      from public.brief_history h
      where h.brief_id = the_brief_id and h.author_id is null and h.details ? 'client'
        and h.kind in ('approved', 'changes_requested')
    ), '[]'::jsonb)
  );
end
$$;
revoke execute on function private.client_open(text, text) from public, anon, authenticated;
grant execute on function private.client_open(text, text) to service_role;

create function private.client_comment(
  token text, ip text, section text, body text, name text, email text, thread_id uuid default null
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  checked jsonb := private.client_link_for(token, ip);
  link jsonb := checked -> 'link';
  the_brief_id uuid;
  the_name text := private.client_name_ok(name);
  the_body text := btrim(coalesce(body, ''));
  the_section text := client_comment.section;
  thread public.brief_comments;
  wait integer;
  new_id uuid := gen_random_uuid();
  created public.brief_comments;
begin
  if link is null then
    return checked;
  end if;
  if link ->> 'permission' <> 'comment' then
    return jsonb_build_object('error', 'view_only');
  end if;
  the_brief_id := (link ->> 'brief_id')::uuid;
  if the_name is null then
    return jsonb_build_object('error', 'invalid', 'message', 'Enter your name.');
  end if;
  if not private.client_email_ok(email) then
    return jsonb_build_object('error', 'invalid', 'message', 'Enter a valid e-mail address.');
  end if;
  if the_body = '' then
    return jsonb_build_object('error', 'invalid', 'message', 'Write a comment.');
  end if;
  if length(the_body) > 5000 then
    return jsonb_build_object('error', 'invalid', 'message', 'A comment can be at most 5,000 characters.');
  end if;
  if client_comment.thread_id is not null then
    select * into thread from public.brief_comments c where c.id = client_comment.thread_id;
    if thread.id is null or thread.thread_id <> thread.id or thread.brief_id <> the_brief_id
      or thread.deleted_at is not null
      or not exists (select 1 from public.client_links x where x.id = thread.client_link_id and x.brief_id = the_brief_id) then
      return jsonb_build_object('error', 'invalid', 'message', 'That thread is not on this brief.');
    end if;
    the_section := thread.section;
  elsif the_section is null
    or the_section not in ('overview', 'goals', 'audience', 'brand', 'competitors', 'creative', 'requirements') then
    return jsonb_build_object('error', 'invalid', 'message', 'Choose a section of the brief.');
  end if;
  wait := private.client_rate_take('comment:' || (link ->> 'id'), 30, 3600);
  if wait > 0 then
    return jsonb_build_object('error', 'rate_limited', 'retry_after', wait);
  end if;
  insert into public.brief_comments as c (id, brief_id, thread_id, section, author_id, body, client_link_id, client_name)
  values (new_id, the_brief_id, coalesce(thread.id, new_id), the_section, null, the_body,
          (link ->> 'id')::uuid, the_name)
  returning c.* into created;
  return jsonb_build_object(
    'comment', private.client_comment_json(created),
    'notify', jsonb_build_object(
      'link_id', link ->> 'id', 'brief_id', the_brief_id, 'created_by', link ->> 'created_by',
      -- A client's first comment of the (UTC) day on this link is e-mailed: claimed by link and day.
      'day', date_trunc('day', created.created_at at time zone 'UTC') at time zone 'UTC'
    )
  );
end
$$;
revoke execute on function private.client_comment(text, text, text, text, text, text, uuid) from public, anon, authenticated;
grant execute on function private.client_comment(text, text, text, text, text, text, uuid) to service_role;

create function private.client_decide(token text, ip text, decision text, note text, name text, email text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  checked jsonb := private.client_link_for(token, ip);
  link jsonb := checked -> 'link';
  the_brief_id uuid;
  the_name text := private.client_name_ok(name);
  the_note text := btrim(coalesce(note, ''));
  wait integer;
  recorded public.brief_history;
begin
  if link is null then
    return checked;
  end if;
  if link ->> 'permission' <> 'comment' then
    return jsonb_build_object('error', 'view_only');
  end if;
  the_brief_id := (link ->> 'brief_id')::uuid;
  if decision is null or decision not in ('approved', 'changes_requested') then
    return jsonb_build_object('error', 'invalid', 'message', 'Choose Approve or Request changes.');
  end if;
  if the_name is null then
    return jsonb_build_object('error', 'invalid', 'message', 'Enter your name.');
  end if;
  if not private.client_email_ok(email) then
    return jsonb_build_object('error', 'invalid', 'message', 'Enter a valid e-mail address.');
  end if;
  if length(the_note) > 2000 then
    return jsonb_build_object('error', 'invalid', 'message', 'A note can be at most 2,000 characters.');
  end if;
  wait := private.client_rate_take('decide:' || (link ->> 'id'), 10, 3600);
  if wait > 0 then
    return jsonb_build_object('error', 'rate_limited', 'retry_after', wait);
  end if;
  insert into public.brief_history as h (brief_id, version, kind, author_id, details)
  select the_brief_id, b.version, decision, null,
         jsonb_build_object('note', the_note, 'client', jsonb_build_object('name', the_name))
  from public.briefs b where b.id = the_brief_id
  returning h.* into recorded;
  return jsonb_build_object(
    'decision', private.client_decision_json(recorded),
    'notify', jsonb_build_object(
      'link_id', link ->> 'id', 'brief_id', the_brief_id, 'created_by', link ->> 'created_by',
      'decided_at', recorded.created_at
    )
  );
end
$$;
revoke execute on function private.client_decide(text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function private.client_decide(text, text, text, text, text, text) to service_role;

create function public.client_open(token text, ip text) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.client_open(token, ip); end $$;
revoke execute on function public.client_open(text, text) from public, anon, authenticated;
grant execute on function public.client_open(text, text) to service_role;
comment on function public.client_open(text, text) is
  'The brief a client link reaches, with its client threads and decisions; or {error}. Service role only (client-review).';

create function public.client_comment(
  token text, ip text, section text, body text, name text, email text, thread_id uuid default null
) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.client_comment(token, ip, section, body, name, email, thread_id); end $$;
revoke execute on function public.client_comment(text, text, text, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.client_comment(text, text, text, text, text, text, uuid) to service_role;
comment on function public.client_comment(text, text, text, text, text, text, uuid) is
  'A client''s comment or reply through a "comment" link; or {error}. Service role only (client-review).';

create function public.client_decide(token text, ip text, decision text, note text, name text, email text) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.client_decide(token, ip, decision, note, name, email); end $$;
revoke execute on function public.client_decide(text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.client_decide(text, text, text, text, text, text) to service_role;
comment on function public.client_decide(text, text, text, text, text, text) is
  'A client''s approval or request for changes through a "comment" link, recorded in the history; or {error}. Service role only (client-review).';

-- ---------------------------------------------------------------------------------------------------
-- E-mail: a client's decision and a client's first comment of the day on a link, to its creator.

alter table public.mail_events drop constraint mail_events_event_check;
alter table public.mail_events add constraint mail_events_event_check check (
  event in ('shared', 'review_requested', 'review_decided', 'mentioned', 'client_decided', 'client_commented')
);
