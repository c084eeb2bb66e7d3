// The stack applies each API role's settings to that role's requests, as PostgREST does ("impersonated
// role settings"): hosted Supabase's statement timeouts (anon 3 s, authenticated 8 s, service_role
// none) hold for REST reads and RPC calls alike, and a statement that runs past its role's timeout is
// cancelled and answered as PostgREST answers it. (A role's setting for one database winning over its
// setting for all — how a test lowers a timeout without touching the roles every database of a
// PostgreSQL server shares — is relied on by tests/contract/sync/timeouts.test.ts.)
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  availableEngines,
  createMember,
  serviceClient,
  signedInClient,
  startTestStack,
  type Stack,
} from '../../support/stack.ts';

describe.each(availableEngines())('role settings on %s', (engine) => {
  let stack: Stack;
  let anon: SupabaseClient;
  let member: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    await stack.db.exec(`
      create view public.current_timeout with (security_invoker = true) as
        select current_setting('statement_timeout') as timeout;
      grant select on public.current_timeout to anon, authenticated, service_role;
      create function public.statement_timeout_now() returns text language sql stable
        as $$ select current_setting('statement_timeout') $$;
      create function public.sleep_for(seconds float8) returns text language sql
        as $$ select 'woke' from pg_sleep(seconds) $$;
    `);
    anon = anonClient(stack);
    service = serviceClient(stack);
    await createMember(stack, { email: 'timeouts@example.test', password: 'timeouts-password' });
    member = await signedInClient(stack, 'timeouts@example.test', 'timeouts-password');
  });
  afterAll(() => stack?.close());

  const viaRpc = async (client: SupabaseClient) => (await client.rpc('statement_timeout_now')).data;
  const viaRead = async (client: SupabaseClient) =>
    (await client.from('current_timeout').select('timeout').single()).data?.timeout;

  it.each([
    ['authenticated', '8s', () => member],
    ['anon', '3s', () => anon],
    ['service_role', '0', () => service],
  ])('runs %s requests under that role’s statement timeout (%s)', async (_role, expected, client) => {
    expect(await viaRpc(client())).toBe(expected);
    expect(await viaRead(client())).toBe(expected);
  });

  it('sets the timeout for the request only, never for the connection it ran on', async () => {
    // Many requests of each role in turn: any pooled connection that served one role serves the next.
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) => [member, service, anon][i % 3]!).map(viaRpc),
    );
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => ['8s', '0', '3s'][i % 3]));
  });

  if (engine === 'postgres') {
    it('cancels a statement that runs past its role’s timeout and answers as PostgREST does', async () => {
      const { data, error, status } = await anon.rpc('sleep_for', { seconds: 4 });
      expect(data).toBeNull();
      expect(status).toBe(500);
      expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
      // The same call without a timeout (service_role) runs to its end.
      expect((await service.rpc('sleep_for', { seconds: 0.5 })).data).toBe('woke');
    });
  } else {
    it('cannot cancel a statement on PGlite: the timeout is set, but a statement runs to its end', async () => {
      // PGlite is PostgreSQL compiled to single-threaded WASM: it has no timer signal to cancel with.
      // Timeouts are therefore proven on PostgreSQL (tests/contract/sync/timeouts.test.ts cancels by
      // hand on PGlite, to show what the client does).
      expect(await anon.rpc('sleep_for', { seconds: 3.2 })).toMatchObject({ data: 'woke', status: 200 });
    });
  }

  it('gives a client no way to lift its own timeout', async () => {
    // set_config lives in pg_catalog, which the API does not expose: only the public schema is callable.
    const lifted = await member.rpc(
      'set_config' as never,
      {
        setting_name: 'statement_timeout',
        new_value: '0',
        is_local: true,
      } as never,
    );
    expect(lifted.status).toBe(404);
    expect(lifted.error).toMatchObject({ code: 'PGRST202' });
    expect(await viaRpc(member)).toBe('8s');
  });
});
