// What notify reads about briefs and people, with the service role (so every check is made here).
import { cleanFullName } from '../_shared/names.ts';
import type { SupabaseEnv } from '../_shared/request.ts';
import { rpcAsCaller, selectRows } from '../_shared/supabase.ts';

/** How long after an action it may still be told by e-mail. */
export const RECENT_MINUTES = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Profile {
  id: string;
  email: string;
  full_name: string | null;
}

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A PostgREST filter for "within the last RECENT_MINUTES". */
export const since = () => `gte.${new Date(Date.now() - RECENT_MINUTES * 60_000).toISOString()}`;

/** The functions' one naming rule (`_shared/names.ts`): the full name, else the e-mail, else the fallback. */
export const nameOf = (profile: Profile | undefined, fallback: string) =>
  cleanFullName(profile?.full_name ?? '') ?? (profile?.email || fallback);

export async function profiles(config: SupabaseEnv, ids: string[]): Promise<Map<string, Profile>> {
  const rows = await selectRows<Profile>(
    config,
    'profiles',
    { id: `in.(${ids.join(',')})` },
    'id,email,full_name',
  );
  return new Map(rows.map((p) => [p.id, p]));
}

/** The brief's title ('Untitled brief' when empty), or undefined when there is no such brief. */
export async function briefTitle(config: SupabaseEnv, briefId: string): Promise<string | undefined> {
  const rows = await selectRows<{ title: string }>(config, 'briefs', { id: `eq.${briefId}` }, 'title');
  const title = rows[0]?.title;
  return title === undefined ? undefined : title.trim() || 'Untitled brief';
}

/** Whether a member can read the brief (owner, share or admin): the database's own rule. */
export async function memberCanRead(
  config: SupabaseEnv,
  briefId: string,
  memberId: string,
): Promise<boolean> {
  const can = await rpcAsCaller<boolean>(config, config.serviceRoleKey, 'member_can_read_brief', {
    the_brief_id: briefId,
    member: memberId,
  });
  return can === true;
}
