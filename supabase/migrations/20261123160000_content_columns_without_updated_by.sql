-- updated_by and updated_by_name (20261123130300_updated_by.sql) are set by the server on every write:
-- they say who made a change, they are not part of the brief. brief_content_columns() read them from
-- the catalog as content, so the history (20261123150000_brief_history.sql) recorded "Updated by" as a
-- changed field of every version by someone else, and a client could name them in a push patch (the
-- trigger overwrote them, but the patch was accepted). The list now leaves them out, and the history
-- trigger is built again from it.
create or replace function public.brief_content_columns() returns text[]
language sql stable set search_path = ''
as $$
  select array_agg(a.attname::text order by a.attnum)
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.briefs'::regclass and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('id', 'user_id', 'version', 'created_at', 'updated_at', 'updated_by', 'updated_by_name')
$$;

select public.build_brief_history_trigger();
