// client-review: the page a client opens from a client link (`/c/{token}`), without an account. The
// gateway does not verify a JWT (config.toml `verify_jwt = false`): the token in the body is the only
// permission, and the database checks it — its hash, expiry and revocation — on every call, in the
// service-only functions client_open, client_comment and client_decide, which also count the per-IP
// and per-link rate limits (supabase/migrations/20261201100000_client_links.sql).
// Body: {action: 'open', token}, {action: 'comment', token, section, body, name, email, thread_id?} or
// {action: 'decide', token, decision, note, name, email}.
// Answers: 200 {link, brief, files, threads, decisions} / {comment} / {decision}; refusals {code, message}: 404 link_not_found, 410
// link_expired (with expires_at) or link_revoked, 403 view_only, 400 invalid, 429 rate_limited (with
// Retry-After), 405 for another method; 5xx when Storage or the database fail.
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { errorResponse } from '../_shared/errors.ts';
import { jsonBody, supabaseEnv, type Env, type SupabaseEnv } from '../_shared/request.ts';
import { rpcAsCaller } from '../_shared/supabase.ts';
import { clientIp } from './client-ip.ts';
import { signedFiles } from './files.ts';
import { tellCreator, type CommentNotice, type DecisionNotice } from './tell-creator.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Code = 'link_not_found' | 'link_expired' | 'link_revoked' | 'view_only' | 'invalid' | 'rate_limited';

const STATUS: Record<Code, number> = {
  link_not_found: 404,
  link_expired: 410,
  link_revoked: 410,
  view_only: 403,
  invalid: 400,
  rate_limited: 429,
};

const MESSAGE: Record<Code, string> = {
  link_not_found: 'This link does not work.',
  link_expired: 'This link has expired.',
  link_revoked: 'This link was revoked.',
  view_only: 'This link lets you view the brief only.',
  invalid: 'The request is not valid.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
};

/** What the database answered: the result, or a refusal. */
interface Answer {
  error?: Code;
  message?: string;
  retry_after?: number;
  expires_at?: string;
  [key: string]: unknown;
}

function reply(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      // The page reads Retry-After from a cross-origin answer.
      'Access-Control-Expose-Headers': 'Retry-After',
      'Content-Type': 'application/json; charset=utf-8',
      ...headers,
    },
  });
}

function refusal(code: Code, extra: { message?: string; retry_after?: number; expires_at?: string } = {}) {
  const body: Record<string, unknown> = { code, message: extra.message ?? MESSAGE[code] };
  const headers: Record<string, string> = {};
  if (code === 'link_expired' && extra.expires_at) body.expires_at = extra.expires_at;
  if (code === 'rate_limited') {
    const wait = Math.max(1, Math.ceil(extra.retry_after ?? 60));
    body.retry_after = wait;
    headers['Retry-After'] = String(wait);
  }
  // A code the database does not answer today is the server's fault, not the client's.
  return reply(body, STATUS[code] ?? 500, headers);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function call(config: SupabaseEnv, name: string, args: Record<string, unknown>): Promise<Answer> {
  return rpcAsCaller<Answer>(config, config.serviceRoleKey, name, args);
}

async function open(config: SupabaseEnv, token: string, ip: string): Promise<Response> {
  const answer = await call(config, 'client_open', { token, ip });
  if (answer.error) return refusal(answer.error, answer);
  const brief = (answer.brief ?? {}) as Record<string, unknown>;
  return reply({
    link: answer.link,
    brief,
    files: await signedFiles(config, brief),
    threads: answer.threads ?? [],
    decisions: answer.decisions ?? [],
  });
}

export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return reply({ code: 'method_not_allowed', message: 'Method not allowed' }, 405);
  const config = supabaseEnv(env);
  if (config instanceof Response) return config;

  try {
    const body = await jsonBody(req);
    if (body instanceof Response)
      return refusal('invalid', { message: 'The request body must be a JSON object.' });
    const ip = clientIp(req, env);
    const token = text(body.token);
    if (body.action === 'open') return await open(config, token, ip);

    if (body.action === 'comment') {
      const threadId = body.thread_id ?? null;
      if (threadId !== null && !(typeof threadId === 'string' && UUID.test(threadId)))
        return refusal('invalid', { message: 'That thread is not on this brief.' });
      const answer = await call(config, 'client_comment', {
        token,
        ip,
        section: text(body.section),
        body: text(body.body),
        name: text(body.name),
        email: text(body.email),
        thread_id: threadId,
      });
      if (answer.error) return refusal(answer.error, answer);
      const comment = answer.comment as CommentNotice['comment'];
      await tellCreator(config, env, req, {
        kind: 'comment',
        notify: answer.notify as CommentNotice['notify'],
        comment,
        email: text(body.email).trim(),
      });
      return reply({ comment });
    }

    if (body.action === 'decide') {
      const answer = await call(config, 'client_decide', {
        token,
        ip,
        decision: text(body.decision),
        note: text(body.note),
        name: text(body.name),
        email: text(body.email),
      });
      if (answer.error) return refusal(answer.error, answer);
      const decision = answer.decision as DecisionNotice['decision'];
      await tellCreator(config, env, req, {
        kind: 'decision',
        notify: answer.notify as DecisionNotice['notify'],
        decision,
        email: text(body.email).trim(),
      });
      return reply({ decision });
    }

    return refusal('invalid', { message: 'action must be open, comment or decide.' });
  } catch (error) {
    return errorResponse('client-review', error);
  }
}
