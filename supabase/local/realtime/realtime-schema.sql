-- The part of Supabase Realtime's schema the project uses, as hosted Supabase provides it (see
-- github:supabase/realtime, priv/repo/migrations: realtime.messages, realtime.topic(), realtime.send()).
-- Created by the local stack before the migrations, like auth-schema.sql; on hosted Supabase it exists.
-- `local_seq` is the local server's delivery cursor (hosted Realtime reads the table by replication).
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  local_seq bigserial,
  primary key (id)
);
create index if not exists messages_local_seq_idx on realtime.messages (local_seq);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to anon, authenticated, service_role;

-- The sub-topic being authorised (without the 'realtime:' prefix), set by the server for the check.
create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;

-- Broadcast from the database: the message reaches every subscriber of `topic` allowed to read it.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;
