// Per-function settings from supabase/config.toml, read the way the Supabase CLI applies them:
// `[functions.<name>] verify_jwt = false` lets calls through without a valid JWT; the default is true.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { supabaseDir } from '../db/migrate.ts';

export function functionsVerifyingJwt(
  configFile = path.join(supabaseDir, 'config.toml'),
): (name: string) => boolean {
  const off = new Set<string>();
  if (existsSync(configFile)) {
    let section = '';
    for (const raw of readFileSync(configFile, 'utf8').split('\n')) {
      const line = raw.replace(/#.*$/, '').trim();
      const header = /^\[functions\.([^\]]+)\]$/.exec(line);
      if (line.startsWith('[')) section = header?.[1]?.replace(/^"|"$/g, '') ?? '';
      else if (section && /^verify_jwt\s*=\s*false$/.test(line)) off.add(section);
    }
  }
  return (name) => !off.has(name);
}
