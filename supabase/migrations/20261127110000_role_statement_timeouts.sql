-- The API roles' statement timeouts, as hosted Supabase sets them: anon 3 s, authenticated 8 s,
-- service_role none. On a hosted project these are already in place, so this changes nothing there;
-- it makes every other database this project runs on (the local stack on PGlite or PostgreSQL, the
-- tests) carry the same limits, so that a request too slow for hosted is too slow everywhere.
--
-- They are role settings because that is where PostgREST reads them: it switches role per request
-- with SET LOCAL ROLE (which, unlike a login, applies none of the role's settings) and then applies
-- the impersonated role's settings to that transaction itself. The local stack does the same
-- (supabase/local/rest/role-settings.ts). A statement that runs longer is cancelled with SQLSTATE
-- 57014, which the sync client answers by splitting its request (src/sync/split.ts), never by sending
-- it again unchanged.
--
-- PostgREST reads role settings when it starts and on NOTIFY pgrst, 'reload config'.

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

notify pgrst, 'reload config';
