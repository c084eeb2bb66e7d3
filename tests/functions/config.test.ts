// supabase/config.toml against the code it configures: every function directory has its section, the
// auth hook names a function the migrations create, and the settings the app and local stack rely on
// (API port, site URL, no e-mail confirmation) are what docs/design.md §5 says.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FREQUENCY_SECONDS } from '../../supabase/functions/send-auth-email/handler.ts';

const supabaseDir = path.resolve('supabase');
const config = readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
const migrations = readdirSync(path.join(supabaseDir, 'migrations'))
  .map((file) => readFileSync(path.join(supabaseDir, 'migrations', file), 'utf8'))
  .join('\n');

/** The key = value lines of one [section] (a minimal reader: enough for this file's flat sections). */
function section(name: string): Record<string, string> {
  const start = config.indexOf(`[${name}]\n`);
  if (start < 0) return {};
  const body = config.slice(start + name.length + 3).split(/\n\[/)[0] ?? '';
  const entries = body
    .split('\n')
    .map((line) => /^(\w+)\s*=\s*(.+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')] as const);
  return Object.fromEntries(entries);
}

describe('supabase/config.toml', () => {
  it('serves the API on 54321 for project briefsmith with the app at 127.0.0.1:4173', () => {
    expect(config).toMatch(/^project_id = "briefsmith"$/m);
    expect(section('api').port).toBe('54321');
    expect(section('auth').site_url).toBe('http://127.0.0.1:4173');
  });

  it('signs invited members in at once (no e-mail confirmation)', () => {
    expect(section('auth.email').enable_confirmations).toBe('false');
  });

  it('enables the before-user-created hook on a function the migrations create', () => {
    const hook = section('auth.hook.before_user_created');
    expect(hook.enabled).toBe('true');
    const fn = /^pg-functions:\/\/postgres\/public\/(\w+)$/.exec(hook.uri ?? '')?.[1];
    expect(fn).toBe('hook_before_user_created');
    expect(migrations).toContain(`create function public.${fn}(event jsonb) returns jsonb`);
  });

  it('has a section with an existing entrypoint for every function', () => {
    const functions = readdirSync(path.join(supabaseDir, 'functions'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => d.name);
    expect(functions.sort()).toEqual([
      'client-review',
      'manage-member',
      'notify',
      'resend-invitation',
      'send-auth-email',
      'send-invitation',
    ]);
    for (const name of functions) {
      const settings = section(`functions.${name}`);
      expect(settings.entrypoint, name).toBe(`./functions/${name}/index.ts`);
      expect(readFileSync(path.join(supabaseDir, settings.entrypoint!), 'utf8')).toContain('Deno.serve');
    }
    // The gateway checks the admin's JWT; the magic-link function is called signed out.
    expect(section('functions.send-invitation').verify_jwt).toBe('true');
    expect(section('functions.manage-member').verify_jwt).toBe('true');
    expect(section('functions.resend-invitation').verify_jwt).toBe('true');
    expect(section('functions.send-auth-email').verify_jwt).toBe('false');
    expect(section('functions.notify').verify_jwt).toBe('true');
    // A client has no account: the token in the body is the permission.
    expect(section('functions.client-review').verify_jwt).toBe('false');
  });

  it("limits send-auth-email's links per address as [auth.email] max_frequency limits GoTrue's e-mails", () => {
    expect(section('auth.email').max_frequency).toBe(`${DEFAULT_MAX_FREQUENCY_SECONDS}s`);
  });
});
