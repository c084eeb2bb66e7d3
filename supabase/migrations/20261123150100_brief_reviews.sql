-- Review and sign-off (issue 15), and changing a share's permission in place.
--
-- Rules that must not break:
--   * request_review(brief_id, reviewer_ids, note): the caller must be able to edit the brief (the status
--     becomes 'review', an edit); every reviewer must be able to read it (owner, share recipient or
--     admin) and not be the caller. Asking a reviewer again opens their request again (pending, the old
--     decision cleared). Recorded in the history as 'review_requested'.
--   * decide_review(brief_id, decision, note): 'approved' or 'changes_requested', only on a request made
--     to the caller, only while the caller can still read the brief; may be decided again (changes
--     requested, then approved). Recorded in the history as the decision.
--   * Authors and times are the server's: requested_by / reviewer are auth.uid(), times clock_timestamp().
--     Clients can read the requests of briefs they can read and can write none directly.
--   * A share's permission may be changed (read ↔ write) by whoever may share the brief (owner, admin);
--     nothing else of a share changes. The change moves the share's created_at so the recipient's next
--     pull (which pages by greatest(brief.updated_at, share.created_at)) brings the new permission.

create table public.brief_review_requests (
  id uuid primary key default gen_random_uuid(),
  brief_id uuid not null references public.briefs (id) on delete cascade,
  reviewer_id uuid not null references auth.users (id) on delete cascade,
  requested_by uuid references auth.users (id) on delete set null,
  note text not null default '' constraint brief_review_requests_note_check check (length(note) <= 2000),
  requested_at timestamptz not null default clock_timestamp(),
  status text not null default 'pending'
    constraint brief_review_requests_status_check check (status in ('pending', 'approved', 'changes_requested')),
  decision_note text not null default ''
    constraint brief_review_requests_decision_note_check check (length(decision_note) <= 2000),
  decided_at timestamptz,
  constraint brief_review_requests_brief_id_reviewer_id_key unique (brief_id, reviewer_id)
);
comment on table public.brief_review_requests is
  'One review request per brief and reviewer, with the reviewer''s latest decision. Written only by request_review and decide_review.';
create index brief_review_requests_reviewer_id_idx on public.brief_review_requests (reviewer_id);

-- Whether a given member (not the caller) can read a brief: the same rule as can_read_brief.
create function public.member_can_read_brief(the_brief_id uuid, member uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.briefs b
    where b.id = the_brief_id
      and (
        b.user_id = member
        or exists (select 1 from public.user_roles r where r.user_id = member and r.role = 'admin')
        or exists (select 1 from public.brief_shares s where s.brief_id = b.id and s.shared_with_user_id = member)
      )
  )
$$;
revoke execute on function public.member_can_read_brief(uuid, uuid) from public, anon, authenticated;

create function public.request_review(brief_id uuid, reviewer_ids uuid[], note text default '')
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

  insert into public.brief_review_requests as q (brief_id, reviewer_id, requested_by, note)
  select the_brief_id, r, caller, the_note from unnest(reviewers) r
  on conflict on constraint brief_review_requests_brief_id_reviewer_id_key do update
    set requested_by = excluded.requested_by, note = excluded.note, requested_at = clock_timestamp(),
        status = 'pending', decision_note = '', decided_at = null;

  insert into public.brief_history (brief_id, version, kind, author_id, details)
  values (the_brief_id, current_version, 'review_requested', caller,
          jsonb_build_object('note', the_note, 'reviewers', to_jsonb(reviewers)));

  return query select q.* from public.brief_review_requests q
    where q.brief_id = the_brief_id and q.reviewer_id = any (reviewers);
end
$$;
comment on function public.request_review(uuid, uuid[], text) is
  'Asks members who can read a brief to review it; the status becomes review. See the migration header.';

create function public.decide_review(brief_id uuid, decision text, note text default '')
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
  update public.brief_review_requests q
    set status = decision, decision_note = the_note, decided_at = clock_timestamp()
    where q.brief_id = the_brief_id and q.reviewer_id = caller
    returning q.* into decided;
  if decided.id is null then
    raise exception 'Nobody asked you to review this brief' using errcode = '42501';
  end if;
  insert into public.brief_history (brief_id, version, kind, author_id, details)
  select the_brief_id, b.version, decision, caller, jsonb_build_object('note', the_note)
  from public.briefs b where b.id = the_brief_id;
  return decided;
end
$$;
comment on function public.decide_review(uuid, text, text) is
  'The caller''s decision on their own review request: approved or changes_requested, with a note.';

revoke execute on function public.request_review(uuid, uuid[], text), public.decide_review(uuid, text, text)
  from public, anon;
grant execute on function public.request_review(uuid, uuid[], text), public.decide_review(uuid, text, text)
  to authenticated;

alter table public.brief_review_requests enable row level security;
create policy "those who can read a brief can read its review requests" on public.brief_review_requests
  for select to authenticated using (public.can_read_brief(brief_id));
revoke insert, update, delete, truncate on public.brief_review_requests from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Changing a share's permission in place

create policy "owners and admins can change a share's permission" on public.brief_shares
  for update to authenticated
  using (public.can_manage_brief(brief_id)) with check (public.can_manage_brief(brief_id));
grant update (permission) on public.brief_shares to authenticated;

create function public.brief_shares_before_update() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.brief_id is distinct from old.brief_id or new.shared_with_user_id is distinct from old.shared_with_user_id then
    raise exception 'Only a share''s permission can change' using errcode = '42501';
  end if;
  if new.permission is distinct from old.permission then
    new.created_at := clock_timestamp();
  end if;
  return new;
end
$$;
revoke execute on function public.brief_shares_before_update() from public, anon, authenticated;

create trigger brief_shares_before_update before update on public.brief_shares
  for each row execute function public.brief_shares_before_update();
