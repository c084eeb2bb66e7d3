-- Comments on a brief's sections (issue 28; docs/design.md §26): threads, replies, @mentions, resolve.
--
-- Rules that must not break:
--   * Whoever can read a brief (owner, share recipient of either permission, admin; active) reads its
--     comments and adds comments and replies; nobody else learns that a brief or a comment exists.
--   * Only a comment's author edits it. Its author, the brief's owner and admins delete it. The
--     thread's author, the brief's owner and admins resolve and reopen a thread.
--   * A mention names a member who can read the brief, else the change is refused (22023, hint
--     mention_not_reader) without saying who can read what.
--   * Clients write no table directly: every change goes through push_comment_changes, one answer per
--     operation, each applied at most once (its op_id is recorded in applied_ops; a re-sent operation,
--     even one still running in another request, gets the original's answer).
--   * An edit always applies (the later arrival wins) and the text it replaced is kept in
--     brief_comment_edits. A delete is a tombstone: the text goes, the row stays so devices remove it.
--   * No foreign key to briefs: a deleted brief's comments stay, unreadable, and come back when the
--     brief is restored (same id), as its history does.
--   * Authors and times are the server's (auth.uid(), clock_timestamp()).

create table public.brief_comments (
  id uuid primary key,
  brief_id uuid not null,
  thread_id uuid not null,
  section text not null constraint brief_comments_section_check check (
    section in ('overview', 'goals', 'audience', 'brand', 'competitors', 'creative', 'requirements')
  ),
  author_id uuid references auth.users (id) on delete set null,
  body text not null default '' constraint brief_comments_body_check check (length(body) <= 5000),
  mentions uuid[] not null default '{}' constraint brief_comments_mentions_check check (cardinality(mentions) <= 20),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  edited_at timestamptz,
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  deleted_at timestamptz,
  deleted_by uuid references auth.users (id) on delete set null,
  version bigint not null default 1
);
comment on table public.brief_comments is
  'One row per comment on a brief''s section; thread_id is the thread''s first comment. Written only by push_comment_changes.';
create index brief_comments_brief_id_idx on public.brief_comments (brief_id);
create index brief_comments_thread_id_idx on public.brief_comments (thread_id);
create index brief_comments_updated_at_id_idx on public.brief_comments (updated_at, id);
create index brief_comments_author_id_idx on public.brief_comments (author_id);
create index brief_comments_resolved_by_idx on public.brief_comments (resolved_by);
create index brief_comments_deleted_by_idx on public.brief_comments (deleted_by);

create table public.brief_comment_edits (
  id bigint generated always as identity primary key,
  comment_id uuid not null references public.brief_comments (id) on delete cascade,
  body text not null,
  mentions uuid[] not null default '{}',
  edited_by uuid references auth.users (id) on delete set null,
  replaced_at timestamptz not null default clock_timestamp()
);
comment on table public.brief_comment_edits is
  'The text an edit replaced, so that two devices editing one comment lose nothing. Written only by push_comment_changes.';
create index brief_comment_edits_comment_id_idx on public.brief_comment_edits (comment_id);
create index brief_comment_edits_edited_by_idx on public.brief_comment_edits (edited_by);

alter table public.brief_comments enable row level security;
alter table public.brief_comment_edits enable row level security;
create policy "those who can read a brief can read its comments" on public.brief_comments
  for select to authenticated using (private.can_read_brief(brief_id));
create policy "those who can read a brief can read its comments' earlier texts" on public.brief_comment_edits
  for select to authenticated using (
    exists (select 1 from public.brief_comments c where c.id = comment_id and private.can_read_brief(c.brief_id))
  );
revoke insert, update, delete, truncate on public.brief_comments, public.brief_comment_edits from anon, authenticated;
revoke select on public.brief_comments, public.brief_comment_edits from anon;

-- The answer for a comment: the row as the app stores it.
create function private.comment_json(c public.brief_comments) returns jsonb
language sql immutable set search_path = ''
as $$ select to_jsonb(c) $$;
revoke execute on function private.comment_json(public.brief_comments) from public, anon, authenticated;

-- A comment's text and mentions, checked: trimmed, 1 to 5,000 characters; at most 20 distinct people,
-- each able to read the brief.
create function private.checked_comment(the_brief_id uuid, body text, mentions jsonb, out text_ok text, out people uuid[])
language plpgsql stable security definer set search_path = ''
as $$
declare
  person uuid;
begin
  text_ok := btrim(coalesce(body, ''));
  if text_ok = '' then
    raise exception 'A comment cannot be empty' using errcode = '22023', hint = 'comment_empty';
  end if;
  if length(text_ok) > 5000 then
    raise exception 'A comment can be at most 5,000 characters' using errcode = '22023', hint = 'comment_too_long';
  end if;
  if mentions is not null and jsonb_typeof(mentions) not in ('array', 'null') then
    raise exception 'mentions must be a JSON array of member ids' using errcode = '22023';
  end if;
  begin
    people := coalesce(
      (select array_agg(distinct m::uuid) from jsonb_array_elements_text(coalesce(mentions, '[]'::jsonb)) m),
      '{}'
    );
  exception when invalid_text_representation then
    raise exception 'mentions must be a JSON array of member ids' using errcode = '22023';
  end;
  if cardinality(people) > 20 then
    raise exception 'A comment can mention at most 20 people' using errcode = '22023';
  end if;
  foreach person in array people loop
    if not public.member_can_read_brief(the_brief_id, person) then
      raise exception 'Someone you mentioned cannot read this brief. Share it with them first.'
        using errcode = '22023', hint = 'mention_not_reader';
    end if;
  end loop;
end
$$;
revoke execute on function private.checked_comment(uuid, text, jsonb) from public, anon, authenticated;

-- One operation: {op_id, kind, comment_id, brief_id?, thread_id?, section?, body?, mentions?}.
create function private.push_comment_change(op jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  the_op_id uuid;
  the_kind text := op ->> 'kind';
  the_id uuid;
  the_brief_id uuid;
  the_thread_id uuid;
  thread public.brief_comments;
  current_row public.brief_comments;
  checked record;
  prior jsonb;
  answer jsonb;
begin
  begin
    the_op_id := (op ->> 'op_id')::uuid;
    the_id := (op ->> 'comment_id')::uuid;
  exception when invalid_text_representation then
    raise exception 'op_id and comment_id must be uuids' using errcode = '22023';
  end;
  if the_op_id is null or the_id is null then
    raise exception 'op_id and comment_id are required' using errcode = '22023';
  end if;
  if the_kind is null or the_kind not in ('create', 'edit', 'delete', 'resolve', 'reopen') then
    raise exception 'kind must be create, edit, delete, resolve or reopen' using errcode = '22023';
  end if;

  select a.result into prior from public.applied_ops a where a.op_id = the_op_id and a.user_id = caller;
  if prior is not null then
    return prior;
  end if;

  select * into current_row from public.brief_comments c where c.id = the_id;

  if the_kind = 'create' then
    begin
      the_brief_id := (op ->> 'brief_id')::uuid;
      the_thread_id := coalesce((op ->> 'thread_id')::uuid, the_id);
    exception when invalid_text_representation then
      raise exception 'brief_id and thread_id must be uuids' using errcode = '22023';
    end;
    if the_brief_id is null or not private.can_read_brief(the_brief_id) then
      raise exception 'Brief not found or not accessible' using errcode = '42501';
    end if;
    if current_row.id is not null then
      -- The same comment sent again under a new op id (a device that lost the answer and its record).
      if current_row.author_id is distinct from caller or current_row.brief_id <> the_brief_id then
        raise exception 'Comment not found or not accessible' using errcode = '42501';
      end if;
      answer := private.comment_json(current_row);
    else
      if (op ->> 'section') is null
        or (op ->> 'section') not in ('overview', 'goals', 'audience', 'brand', 'competitors', 'creative', 'requirements') then
        raise exception 'section must be one of the brief''s sections' using errcode = '22023';
      end if;
      if the_thread_id <> the_id then
        select * into thread from public.brief_comments c where c.id = the_thread_id;
        if thread.id is null or thread.thread_id <> thread.id or thread.brief_id <> the_brief_id
          or thread.deleted_at is not null then
          raise exception 'That thread is not on this brief' using errcode = '22023', hint = 'thread_missing';
        end if;
      end if;
      select * into checked from private.checked_comment(the_brief_id, op ->> 'body', op -> 'mentions');
      insert into public.brief_comments as c (id, brief_id, thread_id, section, author_id, body, mentions)
      values (the_id, the_brief_id, the_thread_id,
              coalesce(thread.section, op ->> 'section'), caller, checked.text_ok, checked.people)
      returning c.* into current_row;
      answer := private.comment_json(current_row);
    end if;
  else
    if current_row.id is null or not private.can_read_brief(current_row.brief_id) then
      raise exception 'Comment not found or not accessible' using errcode = '42501';
    end if;
    the_brief_id := current_row.brief_id;
    if the_kind = 'edit' then
      if current_row.author_id is distinct from caller then
        raise exception 'Only its author can edit a comment' using errcode = '42501';
      end if;
      if current_row.deleted_at is not null then
        raise exception 'This comment was deleted' using errcode = '22023', hint = 'comment_deleted';
      end if;
      select * into checked from private.checked_comment(the_brief_id, op ->> 'body', op -> 'mentions');
      if checked.text_ok is distinct from current_row.body or checked.people is distinct from current_row.mentions then
        insert into public.brief_comment_edits (comment_id, body, mentions, edited_by)
        values (the_id, current_row.body, current_row.mentions, caller);
        update public.brief_comments c
          set body = checked.text_ok, mentions = checked.people, edited_at = clock_timestamp(),
              updated_at = clock_timestamp(), version = c.version + 1
          where c.id = the_id returning c.* into current_row;
      end if;
    elsif the_kind = 'delete' then
      if current_row.author_id is distinct from caller and not private.can_manage_brief(the_brief_id) then
        raise exception 'Only its author, the brief''s owner or an admin can delete a comment' using errcode = '42501';
      end if;
      if current_row.deleted_at is null then
        update public.brief_comments c
          set body = '', mentions = '{}', deleted_at = clock_timestamp(), deleted_by = caller,
              updated_at = clock_timestamp(), version = c.version + 1
          where c.id = the_id returning c.* into current_row;
        delete from public.brief_comment_edits e where e.comment_id = the_id;
      end if;
    else
      if current_row.thread_id <> current_row.id then
        raise exception 'Only a thread is resolved or reopened, not a reply' using errcode = '22023';
      end if;
      if current_row.author_id is distinct from caller and not private.can_manage_brief(the_brief_id) then
        raise exception 'Only the thread''s author, the brief''s owner or an admin can resolve or reopen it'
          using errcode = '42501';
      end if;
      if (the_kind = 'resolve') = (current_row.resolved_at is null) then
        update public.brief_comments c
          set resolved_at = case when the_kind = 'resolve' then clock_timestamp() end,
              resolved_by = case when the_kind = 'resolve' then caller end,
              updated_at = clock_timestamp(), version = c.version + 1
          where c.id = the_id returning c.* into current_row;
      end if;
    end if;
    answer := private.comment_json(current_row);
  end if;

  insert into public.applied_ops (op_id, user_id, brief_id, result)
  values (the_op_id, caller, the_brief_id, answer);
  return answer;
end
$$;
revoke execute on function private.push_comment_change(jsonb) from public, anon, authenticated;

create function private.push_comment_changes(changes jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  change jsonb;
  results jsonb := '[]'::jsonb;
  locked uuid;
begin
  if auth.uid() is null then
    raise exception 'Sign in to sync comments' using errcode = '42501';
  end if;
  perform private.require_active_member();
  if changes is null or jsonb_typeof(changes) <> 'array' then
    raise exception 'changes must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(changes) > 50 then
    raise exception 'At most 50 changes per request' using errcode = '22023';
  end if;
  -- Every comment the batch names, locked in the order of their ids (a creation's row does not exist
  -- yet, so no row lock can cover it): two requests never wait for each other in opposite orders, and a
  -- creation sent again while the first is still running waits for it and answers from its record.
  for locked in
    select distinct (c ->> 'comment_id')::uuid
    from jsonb_array_elements(changes) c
    where jsonb_typeof(c) = 'object'
      and c ->> 'comment_id' ~* '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$'
    order by 1
  loop
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtext('public.push_comment_change'), pg_catalog.hashtext(locked::text)
    );
  end loop;
  for change in select value from jsonb_array_elements(changes) loop
    begin
      if jsonb_typeof(change) <> 'object' then
        raise exception 'Each change must be a JSON object' using errcode = '22023';
      end if;
      results := results || jsonb_build_array(jsonb_build_object(
        'op_id', change -> 'op_id', 'ok', true, 'result', private.push_comment_change(change)
      ));
    exception when others then
      declare
        hint_text text;
      begin
        get stacked diagnostics hint_text = pg_exception_hint;
        results := results || jsonb_build_array(jsonb_build_object(
          'op_id', change -> 'op_id', 'ok', false, 'code', sqlstate, 'message', sqlerrm,
          'hint', nullif(hint_text, '')
        ));
      end;
    end;
  end loop;
  return results;
end
$$;
revoke execute on function private.push_comment_changes(jsonb) from public, anon, authenticated;
grant execute on function private.push_comment_changes(jsonb) to authenticated;

create function public.push_comment_changes(changes jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$ begin return private.push_comment_changes(changes); end $$;
revoke execute on function public.push_comment_changes(jsonb) from public, anon;
grant execute on function public.push_comment_changes(jsonb) to authenticated;
comment on function public.push_comment_changes(jsonb) is
  'Up to 50 comment operations (create, edit, delete, resolve, reopen), one answer each. See the migration header.';

-- Comments changed after a cursor, of the briefs the caller can read (tombstones included), keyset on
-- (updated_at, id) with the brief pull's overlap window; or, with brief_ids, every comment of those
-- briefs (a brief that has just arrived on the device), paged the same way.
create function private.pull_comment_changes(
  since_updated_at timestamptz default null,
  since_id uuid default null,
  page_size int default 500,
  brief_ids uuid[] default null
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  size int := least(greatest(coalesce(page_size, 500), 1), 1000);
  page jsonb;
  last_row record;
  n int;
begin
  if auth.uid() is null then
    raise exception 'Sign in to sync comments' using errcode = '42501';
  end if;
  perform private.require_active_member();
  with candidates as (
    select c.* from public.brief_comments c
    where (brief_ids is null or c.brief_id = any (brief_ids))
      and (since_updated_at is null
           or (c.updated_at, c.id) > (since_updated_at, coalesce(since_id, '00000000-0000-0000-0000-000000000000'::uuid)))
      -- The readable briefs as a set, not a function call per comment (the caller is active: checked above).
      and c.brief_id in (
        select b.id from public.briefs b where b.user_id = (select auth.uid()) or (select private.is_admin())
        union all
        select s.brief_id from public.brief_shares s where s.shared_with_user_id = (select auth.uid())
      )
    order by c.updated_at, c.id
    limit size
  )
  select coalesce(jsonb_agg(to_jsonb(x) order by x.updated_at, x.id), '[]'::jsonb), count(*)
    into page, n from candidates x;
  select (r ->> 'updated_at')::timestamptz as updated_at, (r ->> 'id')::uuid as id into last_row
    from jsonb_array_elements(page) with ordinality e(r, i) order by i desc limit 1;
  return jsonb_build_object(
    'comments', page,
    'cursor', case when n > 0 then jsonb_build_object('updated_at', last_row.updated_at, 'id', last_row.id) end,
    'has_more', n = size,
    'server_time', now()
  );
end
$$;
revoke execute on function private.pull_comment_changes(timestamptz, uuid, int, uuid[]) from public, anon, authenticated;
grant execute on function private.pull_comment_changes(timestamptz, uuid, int, uuid[]) to authenticated;

create function public.pull_comment_changes(
  since_updated_at timestamptz default null,
  since_id uuid default null,
  page_size int default 500,
  brief_ids uuid[] default null
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin return private.pull_comment_changes(since_updated_at, since_id, page_size, brief_ids); end $$;
revoke execute on function public.pull_comment_changes(timestamptz, uuid, int, uuid[]) from public, anon;
grant execute on function public.pull_comment_changes(timestamptz, uuid, int, uuid[]) to authenticated;

-- Live: the brief's active readers hear 'comment_changed' {brief_ids} on their user topic.
create function private.signal_comment_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changed uuid[] := array(select distinct n.brief_id from new_rows n);
begin
  perform realtime.send(jsonb_build_object('brief_ids', r.brief_ids), 'comment_changed', 'user:' || r.reader, true)
  from (
    select x.reader, jsonb_agg(distinct to_jsonb(x.brief_id)) as brief_ids
    from (
      select b.id as brief_id, b.user_id as reader from public.briefs b where b.id = any (changed)
      union
      select c.id, s.shared_with_user_id from unnest(changed) c(id)
      cross join lateral (
        select x.shared_with_user_id from public.brief_shares x where x.brief_id = c.id offset 0
      ) s
      union
      select b.id, u.user_id from public.briefs b cross join public.user_roles u
      where b.id = any (changed) and u.role = 'admin'
    ) x
    where x.reader is not null
      and exists (select 1 from public.user_roles a where a.user_id = x.reader and a.deactivated_at is null)
    group by x.reader
  ) r;
  return null;
end
$$;
revoke execute on function private.signal_comment_change() from public, anon, authenticated;

create trigger brief_comments_signal_insert after insert on public.brief_comments
  referencing new table as new_rows for each statement execute function private.signal_comment_change();
create trigger brief_comments_signal_update after update on public.brief_comments
  referencing new table as new_rows for each statement execute function private.signal_comment_change();
