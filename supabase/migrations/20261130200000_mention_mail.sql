-- E-mail about @mentions in comments (docs/design.md §26): one e-mail per comment and mentioned person.
--
-- Rules that must not break:
--   * A mention is e-mailed once per (comment, person), whatever the calls: notify claims
--     ('mentioned', the comment's id, its created_at, the person) in mail_events before it mails, and
--     the claim inserts a row only once (the unique key below; of concurrent claims exactly one wins).
--   * The other events keep their key: a share, a review request and a decision each have one
--     recipient, so they are claimed without one (recipient_id null, and null matches null in the key).
--     recipient_id is set exactly for 'mentioned'.
--   * mail_events and claim_mail_event stay the service role's alone (no member can forge "already
--     mailed" to silence a colleague, or clear a record to mail again).

alter table public.mail_events drop constraint mail_events_event_check;
alter table public.mail_events add constraint mail_events_event_check
  check (event in ('shared', 'review_requested', 'review_decided', 'mentioned'));
alter table public.mail_events add column recipient_id uuid;
alter table public.mail_events add constraint mail_events_recipient_check
  check ((event = 'mentioned') = (recipient_id is not null));
comment on column public.mail_events.recipient_id is
  'The person a mention was e-mailed to; null for events with one recipient (share, review request, decision).';

-- The key grows by the recipient, which may be null: a surrogate primary key, and the event's key
-- unique with nulls not distinct (PostgreSQL 15+).
alter table public.mail_events drop constraint mail_events_pkey;
alter table public.mail_events add column id bigint generated always as identity;
alter table public.mail_events add constraint mail_events_pkey primary key (id);
alter table public.mail_events add constraint mail_events_event_key
  unique nulls not distinct (event, subject_id, occurred_at, recipient_id);

drop function public.claim_mail_event(text, uuid, uuid, timestamptz);
create function public.claim_mail_event(
  event text,
  brief_id uuid,
  subject_id uuid,
  occurred_at timestamptz,
  recipient_id uuid default null
)
returns boolean
language sql volatile security invoker set search_path = ''
as $$
  with claimed as (
    insert into public.mail_events (event, brief_id, subject_id, occurred_at, recipient_id)
    values (claim_mail_event.event, claim_mail_event.brief_id, claim_mail_event.subject_id,
            claim_mail_event.occurred_at, claim_mail_event.recipient_id)
    on conflict do nothing
    returning 1
  )
  select exists (select 1 from claimed)
$$;
comment on function public.claim_mail_event(text, uuid, uuid, timestamptz, uuid) is
  'True exactly once per event (and recipient, for a mention): the caller may e-mail it. Service role only.';
revoke execute on function public.claim_mail_event(text, uuid, uuid, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.claim_mail_event(text, uuid, uuid, timestamptz, uuid) to service_role;
