// The client's page talks to one edge function, `client-review`, with the link's token only (no account,
// no session, no key): the server checks the token's hash, expiry and revocation on every call
// (supabase/functions/client-review). A plain fetch: the page loads no Supabase client.
import type { ClientDecision, ClientLinkPermission } from '../../domain/client-links';
import type { SectionId } from '../../domain/fields';
import { config } from '../../lib/config';

export interface ClientThreadComment {
  id: string;
  thread_id: string;
  section: SectionId;
  body: string;
  created_at: string;
  edited_at: string | null;
  resolved_at: string | null;
  /** The client's name, or the member's full name (null when they have none: no e-mail is sent). */
  author_name: string | null;
  client: boolean;
}

export interface ClientDecisionRecord {
  decision: ClientDecision;
  note: string;
  name: string;
  decided_at: string;
}

export interface OpenedLink {
  /** `sent_by`: the name of who made the link; null when they have none (their e-mail is never sent). */
  link: { permission: ClientLinkPermission; expires_at: string; sent_by: string | null };
  brief: Record<string, unknown>;
  files: Record<string, string>;
  threads: ClientThreadComment[];
  decisions: ClientDecisionRecord[];
}

export type ClientFailure =
  | { kind: 'gone'; reason: 'expired' | 'revoked' | 'unknown' }
  | { kind: 'refused'; status: number; code: string; message: string; retryAfter: number | null }
  | { kind: 'network' };

export type ClientAnswer<T> = { ok: true; value: T } | { ok: false; failure: ClientFailure };

async function call<T>(body: Record<string, unknown>): Promise<ClientAnswer<T>> {
  let response: Response;
  try {
    // A CORS "simple" request (no custom header, a text body): the browser sends no preflight before it,
    // one round trip fewer on a phone. The function needs no key (config.toml `verify_jwt = false`: the
    // gateway lets it through, the token in the body is the check) and reads the body as JSON whatever
    // its type.
    response = await fetch(`${config.supabaseUrl}/functions/v1/client-review`, {
      method: 'POST',
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && json) return { ok: true, value: json as T };
  return { ok: false, failure: failureOf(response, json) };
}

/** What an error answer means to the page (supabase/functions/client-review's codes). */
export function failureOf(
  response: Pick<Response, 'status' | 'headers'>,
  json: Record<string, unknown> | null,
) {
  const code = typeof json?.code === 'string' ? json.code : '';
  if (response.status === 404 || code === 'link_not_found')
    return { kind: 'gone', reason: 'unknown' } as const;
  if (response.status === 410)
    return { kind: 'gone', reason: code === 'link_revoked' ? 'revoked' : 'expired' } as const;
  if (response.status >= 500 && !code) return { kind: 'network' } as const;
  const retry = Number(response.headers.get('Retry-After'));
  return {
    kind: 'refused',
    status: response.status,
    code,
    message: typeof json?.message === 'string' ? json.message : '',
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
  } as const;
}

export function openLink(token: string) {
  return call<OpenedLink>({ action: 'open', token });
}

export interface ClientIdentity {
  name: string;
  email: string;
}

export function sendComment(
  token: string,
  input: { section: SectionId; body: string; threadId?: string } & ClientIdentity,
) {
  return call<{ comment: ClientThreadComment }>({
    action: 'comment',
    token,
    section: input.section,
    body: input.body,
    name: input.name.trim(),
    email: input.email.trim(),
    ...(input.threadId ? { thread_id: input.threadId } : {}),
  });
}

export function sendDecision(
  token: string,
  input: { decision: ClientDecision; note: string } & ClientIdentity,
) {
  return call<{ decision: ClientDecisionRecord }>({
    action: 'decide',
    token,
    decision: input.decision,
    note: input.note.trim(),
    name: input.name.trim(),
    email: input.email.trim(),
  });
}
