// How the functions name people: one rule with the app (src/domain/people.ts) — the full name, else
// the e-mail address — and the one cleaning every name gets before it is stored or written into an
// e-mail (control characters and runs of white space become one space; the database refuses the rest).
import type { SupabaseEnv } from './request.ts';
import { selectRows } from './supabase.ts';

export const MAX_FULL_NAME = 120;

/** A name without control characters or repeated white space; null when nothing is left. */
export function cleanFullName(value: string): string | null {
  const name = value.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return name === '' ? null : name;
}

/**
 * An optional full name from a request body: null when absent or blank, the cleaned name when it is
 * text of at most MAX_FULL_NAME characters, undefined when it is anything else (the caller answers 400).
 */
export function optionalFullName(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const name = cleanFullName(value);
  return name !== null && name.length > MAX_FULL_NAME ? undefined : name;
}

/** A member's display name: their profile's full name, else `email`. */
export async function memberDisplayName(config: SupabaseEnv, id: string, email: string): Promise<string> {
  const [profile] = await selectRows<{ full_name: string | null }>(
    config,
    'profiles',
    { id: `eq.${id}` },
    'full_name',
  );
  return cleanFullName(profile?.full_name ?? '') ?? email;
}
