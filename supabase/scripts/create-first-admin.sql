-- Creates the very first admin of a new Briefsmith project.
--
-- Briefsmith is invite-only and only admins can invite, so the first admin is invited here, with the
-- database owner's rights (the service role works too, see supabase/README.md). Then that person
-- opens the printed link and signs up normally: the sign-up hook and trigger accept the invitation,
-- create the profile, store the role 'admin' and mark the invitation used.
--
-- Run it once, with your own e-mail address and site URL:
--   psql "$DATABASE_URL" -v email=you@example.com -v site=https://briefs.example.com \
--        -f supabase/scripts/create-first-admin.sql
-- or paste it into the Supabase dashboard's SQL editor after replacing :'email' and :'site' with
-- quoted values ('you@example.com', 'https://briefs.example.com').

insert into public.invitations (email, role, expires_at)
values (lower(btrim(:'email')), 'admin', now() + interval '7 days')
returning
  email,
  role,
  expires_at,
  rtrim(:'site', '/') || '/auth?invite=' || token as sign_up_link;
