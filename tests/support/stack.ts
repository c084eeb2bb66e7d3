// Test helpers around the local stack (docs/design.md §5, the local stack): an in-process stack on a free
// port with an in-memory database, members created the invite-only way (an invitation inserted with
// the service role, then a real sign-up through supabase-js), and signed-in supabase-js clients.
import { createRequire } from 'node:module';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createTestDatabase, type Engine } from '../../supabase/local/db/test-database.ts';
import { startStack, type Stack, type StackOptions } from '../../supabase/local/stack.ts';

export {
  availableEngines,
  createPostgresDatabase,
  type Engine,
  type PostgresDatabase,
} from '../../supabase/local/db/test-database.ts';

export type { Stack } from '../../supabase/local/stack.ts';

export interface Member {
  id: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
}

/**
 * Auth limits for tests that create and sign in many members from one address in seconds; the
 * hardening tests use config.toml's own (`authLimits: {}` keeps them).
 */
export const GENEROUS_AUTH_LIMITS = {
  emailSent: 100_000,
  signInSignUps: 100_000,
  tokenRefresh: 100_000,
  tokenVerifications: 100_000,
  emailMaxFrequency: 0,
} as const;

/**
 * The engine the stacks of this run's tests use when a test names none: TEST_STACK_ENGINE, set by the
 * vitest projects that run the sync layers again on PostgreSQL (vitest.config.ts), else PGlite.
 */
export function stackEngine(): Engine {
  const named = process.env.TEST_STACK_ENGINE || 'pglite';
  if (named !== 'pglite' && named !== 'postgres')
    throw new Error(`TEST_STACK_ENGINE must be pglite or postgres, not ${named}`);
  if (named === 'postgres' && !process.env.TEST_DATABASE_URL)
    throw new Error('TEST_STACK_ENGINE=postgres needs TEST_DATABASE_URL (a PostgreSQL server to test on)');
  return named;
}

/**
 * A fresh stack: free port, in-memory PGlite — or, with `engine: 'postgres'`, a brand-new database on
 * the server at TEST_DATABASE_URL (dropped on close) — a low bcrypt cost for speed and generous auth
 * rate limits. Without an engine, a database or a place for one, the engine is stackEngine()'s.
 */
export async function startTestStack(options: StackOptions & { engine?: Engine } = {}): Promise<Stack> {
  const ownDatabase = options.database || options.databaseUrl || options.dataDir;
  const { engine = ownDatabase ? 'pglite' : stackEngine(), ...rest } = options;
  const database = engine === 'postgres' && !ownDatabase ? await createTestDatabase('postgres') : undefined;
  return startStack({ port: 0, bcryptCost: 4, database, authLimits: GENEROUS_AUTH_LIMITS, ...rest });
}

/**
 * The stack's clock for a test: the wall clock plus however far the test moved it on. Handed to
 * startTestStack({ clock: clock.now }), it lets a token or a window run out without waiting for it.
 */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(ms) {
      offsetMs += ms;
    },
  };
}

let clients = 0;

// supabase-js builds a realtime client even when it is unused; Node 20 has no global WebSocket, so
// hand it the `ws` package (already installed as a dependency of jsdom) where needed.
const realtimeTransport: unknown =
  typeof globalThis.WebSocket === 'undefined' ? createRequire(import.meta.url)('ws') : undefined;

/** A supabase-js client that keeps its session in memory (one per call: no shared storage). */
export function clientFor(stack: Stack, key: string = stack.anonKey): SupabaseClient {
  clients += 1;
  return createClient(stack.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `sb-test-${clients}`,
    },
    ...(realtimeTransport ? { realtime: { transport: realtimeTransport as never } } : {}),
  });
}

export const anonClient = (stack: Stack) => clientFor(stack, stack.anonKey);
export const serviceClient = (stack: Stack) => clientFor(stack, stack.serviceRoleKey);

/** Inserts an invitation with the service role (as an admin's function would); returns its token. */
export async function inviteByServiceRole(
  stack: Stack,
  email: string,
  role: 'user' | 'admin' = 'user',
): Promise<string> {
  const invited = await serviceClient(stack)
    .from('invitations')
    .insert({ email: email.trim().toLowerCase(), role })
    .select('token')
    .single();
  if (invited.error) throw new Error(`invitation for ${email} failed: ${invited.error.message}`);
  return (invited.data as { token: string }).token;
}

/** Invites `email` (service role) and signs it up for real with the invitation's token. */
export async function createMember(
  stack: Stack,
  {
    email,
    password = 'password123',
    role = 'user',
  }: { email: string; password?: string; role?: 'user' | 'admin' },
): Promise<Member> {
  const address = email.trim().toLowerCase();
  const invite_token = await inviteByServiceRole(stack, address, role);
  const { data, error } = await anonClient(stack).auth.signUp({
    email: address,
    password,
    options: { data: { invite_token } },
  });
  if (error || !data.user) throw new Error(`sign-up of ${address} failed: ${error?.message}`);
  return { id: data.user.id, email: address, password, role };
}

/** A supabase-js client signed in with e-mail and password. */
export async function signedInClient(stack: Stack, email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}
