// Reading GoTrue-style JSON bodies and writing GoTrue-style answers.
import { parseJson } from '../http/body.ts';
import { json, type Reply } from '../http/reply.ts';
import type { Context } from '../http/router.ts';
import { API_VERSION_HEADER, authError } from './errors.ts';

export type Body = Record<string, unknown>;

export async function body(ctx: Context): Promise<Body> {
  const parsed = parseJson(await ctx.body(), () =>
    authError(400, 'bad_json', 'Could not parse request body as JSON'),
  );
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  return parsed as Body;
}

export const ok = (data: unknown): Reply => json(200, data, API_VERSION_HEADER);
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const obj = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : undefined;
