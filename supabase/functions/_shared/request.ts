// Reading what a function needs from its request and environment, with the answers a caller gets
// when something is missing (a 4xx for the caller's mistakes, a 500 only for our configuration).
import { failure } from './cors.ts';

export type Env = Record<string, string | undefined>;

export interface SupabaseEnv {
  url: string;
  serviceRoleKey: string;
}

/** The project URL and service key, or a 500 naming what is missing. */
export function supabaseEnv(env: Env): SupabaseEnv | Response {
  const url = env.SUPABASE_URL?.replace(/\/+$/, '');
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) {
    return failure(
      500,
      'The function is not configured: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required',
    );
  }
  return { url, serviceRoleKey };
}

/** The bearer token of the request, if any. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** The request's JSON object body, or a 400. */
export async function jsonBody(req: Request): Promise<Record<string, unknown> | Response> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return failure(400, 'The request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failure(400, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A trimmed, lower-cased e-mail address, or undefined when the value is not one. */
export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

/** The site the links lead to: SITE_URL, else the calling page's origin. */
export function siteUrl(env: Env, req: Request): string | undefined {
  const site = env.SITE_URL || req.headers.get('Origin') || undefined;
  return site?.replace(/\/+$/, '');
}
