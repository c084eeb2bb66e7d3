// GET/HEAD on a table or view: select, filters, order, limit/offset or Range, count, single().
// The rows are turned into JSON by PostgreSQL itself (json_agg), which gives PostgREST's formats:
// ISO timestamps with offset, bigints as numbers, arrays as JSON arrays, jsonb as objects.
import type { Reply } from '../http/reply.ts';
import type { Context } from '../http/router.ts';
import { pgrstError } from './errors.ts';
import {
  parseFilters,
  parseNonNegativeInt,
  parseOrder,
  parsePrefer,
  parseRange,
  parseSelect,
} from './query.ts';
import type { RestRequest } from './request.ts';
import type { Table } from './schema.ts';
import { Params, limitClause, orderClause, relation, selectList, whereClause } from './sql.ts';

export const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

export function wantsSingle(ctx: Context): boolean {
  return (ctx.req.headers.accept ?? '').includes(OBJECT_MEDIA_TYPE);
}

/** 406 PGRST116 exactly as PostgREST words it. */
export function singleError(rows: number) {
  return pgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
    null,
  );
}

export function jsonBodySql(single: boolean): string {
  return single ? `coalesce((json_agg(_r) -> 0)::text, 'null')` : `coalesce(json_agg(_r), '[]')::text`;
}

/** PostgREST's db-max-rows (config.toml [api] max_rows = 1000): no read returns more rows than this. */
export const MAX_ROWS = Number(process.env.API_MAX_ROWS ?? 1000);

export async function readRows(ctx: Context, table: Table, { tx }: RestRequest): Promise<Reply> {
  const q = ctx.url.searchParams;
  const single = wantsSingle(ctx);
  const prefer = parsePrefer(ctx.req.headers.prefer);
  const range = parseRange(ctx.req.headers.range as string | undefined);
  const requested = parseNonNegativeInt(q.get('limit'), 'limit') ?? range?.limit;
  const limit = Math.min(requested ?? MAX_ROWS, MAX_ROWS);
  const offset = parseNonNegativeInt(q.get('offset'), 'offset') ?? range?.offset ?? 0;

  const params = new Params();
  const columns = selectList(table, parseSelect(q.get('select')));
  const where = whereClause(table, parseFilters(q), params);
  const order = orderClause(table, parseOrder(q.get('order')));
  const inner = `select ${columns} from ${relation(table)}${where}${order}${limitClause(params, limit, offset)}`;
  const r = await tx.query<{ body: string; n: number }>(
    `select ${jsonBodySql(single)} as body, count(*)::int as n from (${inner}) _r`,
    params.values,
  );
  const { body, n } = r.rows[0] ?? { body: '[]', n: 0 };
  if (single && n !== 1) throw singleError(n);

  let total: number | undefined;
  if (prefer.count) {
    const countParams = new Params();
    const countWhere = whereClause(table, parseFilters(q), countParams);
    const c = await tx.query<{ total: number }>(
      `select count(*)::int as total from ${relation(table)}${countWhere}`,
      countParams.values,
    );
    total = c.rows[0]?.total ?? 0;
  }
  const rangeText = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  const headers = {
    'content-type': single ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : 'application/json; charset=utf-8',
    'content-range': `${rangeText}/${total ?? '*'}`,
  };
  const partial = total !== undefined && (offset > 0 || offset + n < total) && n > 0;
  return { status: partial ? 206 : 200, headers, raw: body };
}
