// The real local stack for component tests that need the backend (sharing, invitations), started in a
// child process (see stack-process.ts). The app's Supabase client reads its URL when src/lib/config.ts
// is first imported, so a test file starts the backend, which points VITE_SUPABASE_URL at it, and only
// then imports the screens (dynamically).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

export async function startBackend(): Promise<Backend> {
  // A file path string: under jsdom the global URL is jsdom's, which node:url does not accept.
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stack-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`local stack exited with ${code}`)));
  });
  const info = JSON.parse(first) as Omit<Backend, 'close'>;
  vi.stubEnv('VITE_SUPABASE_URL', info.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', info.anonKey);
  return {
    ...info,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
        setTimeout(() => child.kill(), 5_000).unref();
      }),
  };
}

let clients = 0;

/** A supabase-js client with its session in memory (the service key bypasses RLS, for arranging data). */
export function clientFor(backend: Omit<Backend, 'close'>, key = backend.anonKey): SupabaseClient {
  clients += 1;
  return createClient(backend.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `sb-component-${clients}`,
    },
  });
}

/** Invites `email` with the service role and signs it up for real, as tests/support/stack.ts does. */
export async function createMember(backend: Backend, email: string, role: 'user' | 'admin' = 'user') {
  const password = 'password123';
  const invited = await clientFor(backend, backend.serviceRoleKey)
    .from('invitations')
    .insert({ email, role })
    .select('token')
    .single();
  if (invited.error) throw new Error(`invitation for ${email} failed: ${invited.error.message}`);
  const invite_token = (invited.data as { token: string }).token;
  const { data, error } = await clientFor(backend).auth.signUp({
    email,
    password,
    options: { data: { invite_token } },
  });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  return { id: data.user.id, email, password, role };
}
