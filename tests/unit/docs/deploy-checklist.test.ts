// The README's deploy checklist deploys the whole backend: a newcomer who follows it alone gets a
// working team on hosted Supabase. Each check reads what the backend relies on from the repo itself —
// the function folders, the Supabase config, the migrations, the secrets the functions read — so a new
// function, hook, secret or setting fails here until the checklist says how to deploy it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The README's section under `## <heading>`, up to the next `## ` heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

const checklist = section(read('README.md'), 'Deploy to hosted Supabase');
const config = read('supabase/config.toml');
const migrations = readdirSync(join(root, 'supabase/migrations'))
  .filter((name) => name.endsWith('.sql'))
  .map((name) => read(`supabase/migrations/${name}`))
  .join('\n');

/** `key = value` lines of supabase/config.toml as "section.key" → value (arrays left out). */
function configSettings(toml: string): Map<string, string> {
  const settings = new Map<string, string>();
  let current = '';
  for (const line of toml.split('\n')) {
    const header = /^\[([^\]]+)\]/.exec(line);
    if (header) current = header[1]!;
    const setting = /^(\w+)\s*=\s*(.+)$/.exec(line);
    if (setting && current) settings.set(`${current}.${setting[1]}`, setting[2]!.trim());
  }
  return settings;
}

/** Every function folder (the `_shared` code is not deployed on its own). */
const functionFolders = readdirSync(join(root, 'supabase/functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

/** Function names on the checklist's `supabase functions deploy …` lines. */
const deployed = [...checklist.matchAll(/supabase functions deploy ([\w -]+)/g)].flatMap((match) =>
  match[1]!.trim().split(/\s+/),
);

/**
 * The hosted dashboard's name for each auth and API setting of config.toml. A setting mapped to a
 * label must be named on the checklist; `null` marks one whose value is hosted Supabase's default.
 */
const DASHBOARD: Record<string, string | null> = {
  'api.max_rows': 'Max rows',
  'auth.site_url': 'Site URL',
  'auth.additional_redirect_urls': 'Redirect URLs',
  'auth.enable_signup': 'Allow new users to sign up',
  'auth.enabled': null,
  'auth.jwt_expiry': null,
  'auth.enable_refresh_token_rotation': null,
  'auth.refresh_token_reuse_interval': null,
  'auth.enable_anonymous_sign_ins': null,
  'auth.enable_manual_linking': null,
  'auth.minimum_password_length': null,
  'auth.email.enable_signup': null,
  'auth.email.double_confirm_changes': null,
  'auth.email.enable_confirmations': 'Confirm email',
  'auth.email.secure_password_change': 'Secure password change',
  'auth.email.max_frequency': 'Rate Limits',
  'auth.email.otp_length': null,
  'auth.email.otp_expiry': 'Email OTP Expiration',
  'auth.rate_limit.email_sent': 'Rate Limits',
  'auth.rate_limit.token_refresh': 'Rate Limits',
  'auth.rate_limit.sign_in_sign_ups': 'Rate Limits',
  'auth.rate_limit.token_verifications': 'Rate Limits',
  'auth.sms.enable_signup': null,
  'storage.enabled': 'Storage',
  // Hosted's default; the bucket's own limit is what applies.
  'storage.file_size_limit': null,
  // The bucket is created by a migration (20261128200000_brief_files_bucket.sql).
  'storage.buckets.brief-files.public': null,
  'storage.buckets.brief-files.file_size_limit': null,
  'storage.buckets.brief-files.allowed_mime_types': null,
};

describe('the deploy checklist in the README', () => {
  it('is there', () => {
    expect(checklist).toContain('Deploy to hosted Supabase');
  });

  it('applies every migration and says how to make the first admin', () => {
    expect(checklist).toContain('supabase db push');
    expect(checklist).toContain('supabase/scripts/create-first-admin.sql');
  });

  it('deploys every folder in supabase/functions/', () => {
    expect(functionFolders.length).toBeGreaterThan(0);
    expect(functionFolders.filter((name) => !deployed.includes(name))).toEqual([]);
  });

  it('deploys every function config.toml configures', () => {
    const configured = [...config.matchAll(/^\[functions\.([\w-]+)\]/gm)].map((match) => match[1]!);
    expect(configured.filter((name) => !deployed.includes(name))).toEqual([]);
  });

  it('sets every secret the functions read (Supabase provides its own SUPABASE_* ones)', () => {
    const code = readdirSync(join(root, 'supabase/functions'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => read(`supabase/functions/${path}`))
      .join('\n');
    const secrets = new Set([...code.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!));
    const missing = [...secrets].filter((name) => !name.startsWith('SUPABASE_') && !checklist.includes(name));
    expect(secrets.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('enables every auth hook the config and the migrations define', () => {
    const hooks = new Set([
      ...[...config.matchAll(/pg-functions:\/\/postgres\/public\/(\w+)/g)].map((match) => match[1]!),
      ...[...migrations.matchAll(/function public\.(hook_\w+)/g)].map((match) => match[1]!),
    ]);
    expect(hooks.size).toBeGreaterThan(0);
    expect([...hooks].filter((hook) => !checklist.includes(hook))).toEqual([]);
    expect(checklist).toContain('Authentication → Hooks');
  });

  it("turns off Realtime's public access when the migrations broadcast on private channels", () => {
    if (/realtime\.(send|messages)\b/.test(migrations)) {
      expect(checklist).toContain('Realtime → Settings');
      expect(checklist).toContain('Allow public access');
    }
  });

  it('names the dashboard setting of every auth, API and storage setting in config.toml', () => {
    const settings = [...configSettings(config).keys()].filter((key) =>
      /^(auth|api\.max_rows|storage)/.test(key),
    );
    const unknown = settings.filter((key) => !(key in DASHBOARD) && !key.startsWith('auth.hook.'));
    expect(unknown, 'add these to DASHBOARD above and, unless default, to the checklist').toEqual([]);
    const missing = settings
      .map((key) => DASHBOARD[key])
      .filter((label): label is string => !!label && !checklist.includes(label));
    expect([...new Set(missing)]).toEqual([]);
  });
});
