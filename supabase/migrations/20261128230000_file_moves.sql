-- The one-off move of data-URL files into Storage (scripts/move-files-to-storage, run with the service
-- role key against the local stack or a hosted project): the script asks for the items waiting to move,
-- uploads each to `brief-files` at `{brief_id}/{file_id}`, and hands back the reference, which these
-- functions write in place of the item — in the brief's row and in every version of its history.
--
-- Rules that must not break:
--   * Only the service role can call them (no client: they read and rewrite any brief).
--   * An item waiting to move is a data-URL item of a brief's row (the spec's `{data, name}` form) or a
--     history file staged in private.history_file_moves; it is named by (brief_id, md5 of its text),
--     the ref the history already uses, and listed in that order (a cursor pages through them).
--   * The reference written must name an object of the same brief's folder (the row's check,
--     20261128210000_brief_file_references.sql, also requires the object and its size); the row's
--     rewrite is an ordinary server change (a new version every device pulls, author none).
--   * In history, an item with that ref ({file: ref}, or its text kept as it was) becomes the reference;
--     a field whose before and after then match drops out, and an update entry left with no change goes.
--   * Running the move again finds nothing left to move.

create function public.file_moves_pending(after_brief uuid default null, after_ref text default null, max_items int default 20)
returns table (brief_id uuid, ref text, data text)
language sql stable security definer set search_path = ''
as $$
  select p.brief_id, p.ref, p.data
  from (
    select b.id as brief_id, md5(i.item) as ref, i.item as data
    from public.briefs b
    cross join lateral unnest(b.brand_documents || b.visual_style_files) i(item)
    where i.item ~ '^\s*\{' and strpos(i.item, '"data"') > 0 and strpos(i.item, 'data:') > 0
      and not private.is_file_reference(i.item)
    union
    select f.brief_id, f.ref, f.data from private.history_file_moves f
  ) p
  where after_brief is null or (p.brief_id, p.ref) > (after_brief, coalesce(after_ref, ''))
  order by p.brief_id, p.ref
  limit least(greatest(coalesce(max_items, 20), 1), 100)
$$;

create function private.history_replace_items(items jsonb, the_ref text, reference text) returns jsonb
language sql immutable set search_path = ''
as $$
  select case when jsonb_typeof(items) is distinct from 'array' then items else (
    select coalesce(jsonb_agg(
      case
        when jsonb_typeof(e) = 'object' and e ->> 'file' = the_ref then to_jsonb(reference)
        when jsonb_typeof(e) = 'string' and md5(e #>> '{}') = the_ref then to_jsonb(reference)
        else e
      end order by n), '[]'::jsonb)
    from jsonb_array_elements(items) with ordinality a(e, n)
  ) end
$$;

create function private.history_replace_file(changes jsonb, the_ref text, reference text) returns jsonb
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_object_agg(x.k, x.v), '{}'::jsonb)
  from (
    select e.k,
      case when e.k in ('brand_documents', 'visual_style_files') and jsonb_typeof(e.v) = 'object' then
        jsonb_build_object(
          'before', private.history_replace_items(e.v -> 'before', the_ref, reference),
          'after', private.history_replace_items(e.v -> 'after', the_ref, reference))
      else e.v end as v
    from jsonb_each(changes) e(k, v)
  ) x
  where not (x.k in ('brand_documents', 'visual_style_files') and x.v -> 'before' = x.v -> 'after')
$$;

create function public.file_move_done(the_brief_id uuid, the_ref text, reference text) returns int
language plpgsql security definer set search_path = ''
as $$
declare
  rewritten int := 0;
  n int;
begin
  if not private.is_file_reference(reference)
     or (reference::jsonb #>> '{file,path}') is distinct from the_brief_id::text || '/' || (reference::jsonb #>> '{file,id}') then
    raise exception 'The reference must name a file of this brief''s folder' using errcode = '22023';
  end if;
  update public.briefs b
  set brand_documents = array(
        select case when md5(i.item) = the_ref then reference else i.item end
        from unnest(b.brand_documents) with ordinality i(item, n) order by i.n),
      visual_style_files = array(
        select case when md5(i.item) = the_ref then reference else i.item end
        from unnest(b.visual_style_files) with ordinality i(item, n) order by i.n)
  where b.id = the_brief_id
    and exists (select 1 from unnest(b.brand_documents || b.visual_style_files) i(item) where md5(i.item) = the_ref);
  get diagnostics n = row_count;
  rewritten := rewritten + n;
  update public.brief_history h
  set changes = private.history_replace_file(h.changes, the_ref, reference)
  where h.brief_id = the_brief_id
    and (h.changes ? 'brand_documents' or h.changes ? 'visual_style_files')
    and h.changes is distinct from private.history_replace_file(h.changes, the_ref, reference);
  get diagnostics n = row_count;
  rewritten := rewritten + n;
  delete from public.brief_history h
  where h.brief_id = the_brief_id and h.kind = 'updated' and h.changes = '{}'::jsonb;
  delete from private.history_file_moves f where f.brief_id = the_brief_id and f.ref = the_ref;
  return rewritten;
end
$$;

revoke execute on function public.file_moves_pending(uuid, text, int), public.file_move_done(uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.file_moves_pending(uuid, text, int), public.file_move_done(uuid, text, text)
  to service_role;
revoke execute on function private.history_replace_items(jsonb, text, text),
  private.history_replace_file(jsonb, text, text) from public, anon, authenticated;
