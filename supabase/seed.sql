-- Seed data for `supabase db reset` and the local stack. Intentionally empty: Briefsmith is invite-only,
-- so accounts are never seeded here. The local stack creates its admin through the real path
-- (an admin invitation, then a normal sign-up); on a hosted project see supabase/scripts/create-first-admin.sql.
select 1;
