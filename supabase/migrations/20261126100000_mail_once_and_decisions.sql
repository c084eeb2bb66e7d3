-- E-mail bookkeeping and review decisions.
--
-- Rules that must not break:
--   * One e-mail per event. An event is a share (its id and created_at), a review request (its id and
--     requested_at) or a decision (the request's id and decided_at). The notify function claims an event
--     in mail_events before it mails, and mails only when its claim inserted the row: the primary key
--     makes the claim atomic, so concurrent calls mail once. A failed send removes the claim again.
--   * Sign-in and recovery links: per address at most one per min_interval_seconds and per_hour per
--     fixed hour (send-auth-email's AUTH_EMAIL_MAX_FREQUENCY / AUTH_EMAIL_HOURLY_LIMIT, 60 s like
--     config.toml's max_frequency, and 5). The count lives in auth_mail_quota, so it holds across
--     function instances; the claim is one INSERT … ON CONFLICT DO UPDATE … WHERE, atomic per address.
--   * Both tables and both claim functions are the service role's alone: no member (nor anon) can read
--     them, forge "already mailed" to silence a colleague, or clear a record to mail again.
--   * request_review: asking a reviewer whose request is still open again is the same request — it keeps
--     its requested_at (so notify has nothing new to e-mail), takes the latest note, and an ask that
--     changes nothing at all writes no history row. A reviewer who has decided is asked anew (a new
--     requested_at, a new e-mail), as before.
--   * decide_review: a repeated identical decision (same reviewer, decision and note) changes nothing —
--     no new decided_at, no history row, so nothing new to e-mail. "changes_requested" sets the brief's
--     status back to 'in-progress' in the same transaction, as a normal update: the version and
--     updated_at move, so every device's pull brings it and a pending local edit of another field merges.

create table public.mail_events (
  event text not null
    constraint mail_events_event_check check (event in ('shared', 'review_requested', 'review_decided')),
  brief_id uuid not null references public.briefs (id) on delete cascade,
  subject_id uuid not null,
  occurred_at timestamptz not null,
  mailed_at timestamptz not null default clock_timestamp(),
  constraint mail_events_pkey primary key (event, subject_id, occurred_at)
);
comment on table public.mail_events is
  'Events already e-mailed by notify, one row per event (share, review request, decision). Service role only.';
create index mail_events_brief_id_idx on public.mail_events (brief_id);

alter table public.mail_events enable row level security;
revoke all on table public.mail_events from public, anon, authenticated;

create function public.claim_mail_event(event text, brief_id uuid, subject_id uuid, occurred_at timestamptz)
returns boolean
language sql volatile security invoker set search_path = ''
as $$
  with claimed as (
    insert into public.mail_events (event, brief_id, subject_id, occurred_at)
    values (claim_mail_event.event, claim_mail_event.brief_id, claim_mail_event.subject_id,
            claim_mail_event.occurred_at)
    on conflict do nothing
    returning 1
  )
  select exists (select 1 from claimed)
$$;
comment on function public.claim_mail_event(text, uuid, uuid, timestamptz) is
  'True exactly once per event: the caller may e-mail it. Service role only.';
revoke execute on function public.claim_mail_event(text, uuid, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_mail_event(text, uuid, uuid, timestamptz) to service_role;

create table public.auth_mail_quota (
  email text primary key,
  last_sent_at timestamptz not null,
  hour_started_at timestamptz not null,
  sent_this_hour integer not null
);
comment on table public.auth_mail_quota is
  'Sign-in and recovery e-mails sent per member address (send-auth-email): the last one and this hour''s count. Service role only.';

alter table public.auth_mail_quota enable row level security;
revoke all on table public.auth_mail_quota from public, anon, authenticated;

create function public.claim_auth_mail(email text, min_interval_seconds integer, per_hour integer)
returns boolean
language sql volatile security invoker set search_path = ''
as $$
  with claimed as (
    insert into public.auth_mail_quota as q (email, last_sent_at, hour_started_at, sent_this_hour)
    values (lower(btrim(claim_auth_mail.email)), clock_timestamp(), clock_timestamp(), 1)
    on conflict (email) do update set
      last_sent_at = excluded.last_sent_at,
      hour_started_at = case when q.hour_started_at <= excluded.last_sent_at - interval '1 hour'
                             then excluded.last_sent_at else q.hour_started_at end,
      sent_this_hour = case when q.hour_started_at <= excluded.last_sent_at - interval '1 hour'
                            then 1 else q.sent_this_hour + 1 end
    where q.last_sent_at <= excluded.last_sent_at - make_interval(secs => greatest(claim_auth_mail.min_interval_seconds, 0))
      and (q.hour_started_at <= excluded.last_sent_at - interval '1 hour' or q.sent_this_hour < claim_auth_mail.per_hour)
    returning 1
  )
  select exists (select 1 from claimed)
$$;
comment on function public.claim_auth_mail(text, integer, integer) is
  'True when one more sign-in or recovery e-mail may go to the address now (and counts it). Service role only.';
revoke execute on function public.claim_auth_mail(text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_auth_mail(text, integer, integer) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Requests: asking again while a request is open is the same request.

create or replace function public.request_review(brief_id uuid, reviewer_ids uuid[], note text default '')
returns setof public.brief_review_requests
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  the_brief_id uuid := request_review.brief_id;
  the_note text := btrim(coalesce(request_review.note, ''));
  reviewers uuid[] := (select array_agg(distinct r) from unnest(reviewer_ids) r where r is not null);
  reviewer uuid;
  current_version bigint;
  changed integer;
begin
  if caller is null then
    raise exception 'Sign in to request a review' using errcode = '42501';
  end if;
  if not public.can_write_brief(the_brief_id) then
    raise exception 'Only people who can edit this brief can request a review' using errcode = '42501';
  end if;
  if reviewers is null then
    raise exception 'Choose at least one reviewer' using errcode = '22023';
  end if;
  if caller = any (reviewers) then
    raise exception 'You cannot review your own request' using errcode = '22023';
  end if;
  foreach reviewer in array reviewers loop
    if not public.member_can_read_brief(the_brief_id, reviewer) then
      raise exception 'A reviewer must be someone who can read this brief' using errcode = '42501';
    end if;
  end loop;

  update public.briefs b set status = 'review' where b.id = the_brief_id and b.status <> 'review';
  select b.version into current_version from public.briefs b where b.id = the_brief_id;

  with asked as (
    insert into public.brief_review_requests as q (brief_id, reviewer_id, requested_by, note)
    select the_brief_id, r, caller, the_note from unnest(reviewers) r
    on conflict on constraint brief_review_requests_brief_id_reviewer_id_key do update
      set requested_by = excluded.requested_by, note = excluded.note,
          requested_at = case when q.status = 'pending' then q.requested_at else clock_timestamp() end,
          status = 'pending', decision_note = '', decided_at = null
      where q.status <> 'pending' or q.note <> excluded.note or q.requested_by is distinct from excluded.requested_by
    returning 1
  )
  select count(*) into changed from asked;

  if changed > 0 then
    insert into public.brief_history (brief_id, version, kind, author_id, details)
    values (the_brief_id, current_version, 'review_requested', caller,
            jsonb_build_object('note', the_note, 'reviewers', to_jsonb(reviewers)));
  end if;

  return query select q.* from public.brief_review_requests q
    where q.brief_id = the_brief_id and q.reviewer_id = any (reviewers);
end
$$;
comment on function public.request_review(uuid, uuid[], text) is
  'Asks members who can read a brief to review it; the status becomes review. Asking again while a request is open keeps it (and its time).';

-- ---------------------------------------------------------------------------------------------------
-- Decisions: a repeat is a no-op; changes requested sends the brief back to In Progress.

create or replace function public.decide_review(brief_id uuid, decision text, note text default '')
returns public.brief_review_requests
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  the_brief_id uuid := decide_review.brief_id;
  the_note text := btrim(coalesce(decide_review.note, ''));
  decided public.brief_review_requests;
begin
  if caller is null then
    raise exception 'Sign in to review' using errcode = '42501';
  end if;
  if decision is null or decision not in ('approved', 'changes_requested') then
    raise exception 'A decision is approved or changes_requested' using errcode = '22023';
  end if;
  if not public.can_read_brief(the_brief_id) then
    raise exception 'Brief not found or not accessible' using errcode = '42501';
  end if;
  select q.* into decided from public.brief_review_requests q
    where q.brief_id = the_brief_id and q.reviewer_id = caller
    for update;
  if decided.id is null then
    raise exception 'Nobody asked you to review this brief' using errcode = '42501';
  end if;
  if decided.status = decision and decided.decision_note = the_note then
    return decided;
  end if;

  update public.brief_review_requests q
    set status = decision, decision_note = the_note, decided_at = clock_timestamp()
    where q.id = decided.id
    returning q.* into decided;
  if decision = 'changes_requested' then
    update public.briefs b set status = 'in-progress' where b.id = the_brief_id and b.status <> 'in-progress';
  end if;
  insert into public.brief_history (brief_id, version, kind, author_id, details)
  select the_brief_id, b.version, decision, caller, jsonb_build_object('note', the_note)
  from public.briefs b where b.id = the_brief_id;
  return decided;
end
$$;
comment on function public.decide_review(uuid, text, text) is
  'The caller''s decision on their own review request: approved or changes_requested, with a note. A repeat changes nothing; changes_requested sets the status to in-progress.';
