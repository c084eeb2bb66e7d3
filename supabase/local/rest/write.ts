// POST (insert / upsert), PATCH (update) and DELETE. Body values reach SQL as one JSON parameter
// unpacked by json_populate_record(set) against the table's own row type, so PostgreSQL casts every
// value to its column type and nothing from the body is ever spliced into the statement. Without
// `return=representation` no RETURNING clause is added, so a write the caller may not read back
// succeeds as on PostgREST; with it, the new rows must pass the SELECT policies too.
import type { Reply } from '../http/reply.ts';
import type { Context } from '../http/router.ts';
import { parseJson } from '../http/body.ts';
import { pgrstError } from './errors.ts';
import { parseFilters, parsePrefer, parseSelect, splitTopLevel } from './query.ts';
import { OBJECT_MEDIA_TYPE, jsonBodySql, singleError, wantsSingle } from './read.ts';
import type { RestRequest } from './request.ts';
import type { Table } from './schema.ts';
import { Params, checkBodyColumns, col, quoteIdent, relation, selectList, whereClause } from './sql.ts';

type Row = Record<string, unknown>;

async function jsonBody(ctx: Context): Promise<unknown> {
  const body = parseJson(await ctx.body(), () => pgrstError(400, 'PGRST102', 'Empty or invalid json'));
  if (body === undefined || typeof body !== 'object' || body === null) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  return body;
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Outcome {
  body: string;
  n: number;
}

/** Runs a write statement, returning rows as JSON only when the caller asked for them. */
async function run(
  ctx: Context,
  table: Table,
  { tx }: RestRequest,
  statement: string,
  params: Params,
  representation: boolean,
): Promise<Outcome> {
  if (!representation) {
    const r = await tx.query(statement, params.values);
    return { body: '', n: r.affectedRows };
  }
  const columns = selectList(table, parseSelect(ctx.url.searchParams.get('select')));
  const r = await tx.query<Outcome>(
    `with _w as (${statement} returning ${quoteIdent(table.name)}.*)
     select ${jsonBodySql(wantsSingle(ctx))} as body, count(*)::int as n
       from (select ${columns} from _w as ${quoteIdent(table.name)}) _r`,
    params.values,
  );
  return r.rows[0] ?? { body: '[]', n: 0 };
}

function finish(
  ctx: Context,
  outcome: Outcome,
  representation: boolean,
  status: number,
  contentRange = `*/${outcome.n}`,
): Reply {
  if (wantsSingle(ctx) && representation && outcome.n !== 1) throw singleError(outcome.n);
  const headers: Record<string, string> = { 'content-range': contentRange };
  if (!representation) return { status: status === 201 ? 201 : 204, headers };
  headers['content-type'] = wantsSingle(ctx)
    ? `${OBJECT_MEDIA_TYPE}; charset=utf-8`
    : 'application/json; charset=utf-8';
  return { status: status === 201 ? 201 : 200, headers, raw: outcome.body };
}

function listParam(value: string | null): string[] | undefined {
  if (!value) return undefined;
  return splitTopLevel(value).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
}

export async function insertRows(ctx: Context, table: Table, request: RestRequest): Promise<Reply> {
  const body = await jsonBody(ctx);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) throw pgrstError(400, 'PGRST102', 'All object keys must match');
  const prefer = parsePrefer(ctx.req.headers.prefer);
  const representation = prefer.return === 'representation';
  const explicit = listParam(ctx.url.searchParams.get('columns'));
  const groups = groupRows(rows as Row[], explicit, prefer.missing === 'default');
  const onConflict = listParam(ctx.url.searchParams.get('on_conflict'));
  const resolution = prefer.resolution;
  const bodies: string[] = [];
  let n = 0;
  for (const group of groups) {
    checkBodyColumns(table, group.columns);
    const params = new Params();
    const statement = insertStatement(
      table,
      group.columns,
      params.add(JSON.stringify(group.rows)),
      onConflict,
      resolution,
    );
    const outcome = await run(ctx, table, request, statement, params, representation);
    n += outcome.n;
    bodies.push(outcome.body);
  }
  const joined =
    groups.length === 1
      ? (bodies[0] ?? '')
      : `[${bodies
          .map((b) => b.slice(1, -1))
          .filter(Boolean)
          .join(',')}]`;
  // PostgREST's Content-Range for an insert is `*/*` unless the request asks for a count: how many rows
  // an ignore-duplicates insert skipped is not told (no existence oracle).
  const range = prefer.count ? `*/${n}` : '*/*';
  return finish(ctx, { body: joined, n }, representation, 201, range);
}

/**
 * One group per INSERT statement. By default every row gets every column named anywhere (absent keys
 * are null, as on PostgREST); with missing=default rows are grouped by their keys so that absent
 * keys take the column defaults.
 */
function groupRows(rows: Row[], explicit: string[] | undefined, missingDefault: boolean) {
  if (!missingDefault) {
    return [{ columns: explicit ?? [...new Set(rows.flatMap((r) => Object.keys(r)))], rows }];
  }
  const groups = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const columns = Object.keys(row).filter((c) => !explicit || explicit.includes(c));
    const key = columns.join('\u0000');
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function insertStatement(
  table: Table,
  columns: string[],
  rowsParam: string,
  onConflict: string[] | undefined,
  resolution: string | undefined,
): string {
  if (columns.length === 0) return `insert into ${relation(table)} default values`;
  const names = columns.map(quoteIdent).join(', ');
  let sql = `insert into ${relation(table)} (${names}) select ${names} from json_populate_recordset(null::${relation(table)}, ${rowsParam}::json) _body`;
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const target = onConflict ?? table.primaryKey;
    target.forEach((c) => col(table, c));
    if (target.length === 0) throw pgrstError(400, 'PGRST100', 'on_conflict needs a unique column');
    sql += ` on conflict (${target.map(quoteIdent).join(', ')})`;
    sql +=
      resolution === 'ignore-duplicates'
        ? ' do nothing'
        : ` do update set ${columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  return sql;
}

export async function updateRows(ctx: Context, table: Table, request: RestRequest): Promise<Reply> {
  const body = await jsonBody(ctx);
  if (!isRow(body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const columns = Object.keys(body);
  checkBodyColumns(table, columns);
  const representation = parsePrefer(ctx.req.headers.prefer).return === 'representation';
  if (columns.length === 0) return finish(ctx, { body: '[]', n: 0 }, representation, 200);
  const params = new Params();
  const values = params.add(JSON.stringify(body));
  const sets = columns.map((c) => `${quoteIdent(c)} = _body.${quoteIdent(c)}`).join(', ');
  const where = whereClause(table, parseFilters(ctx.url.searchParams), params);
  const statement = `update ${relation(table)} set ${sets} from json_populate_record(null::${relation(table)}, ${values}::json) _body${where}`;
  return finish(ctx, await run(ctx, table, request, statement, params, representation), representation, 200);
}

export async function deleteRows(ctx: Context, table: Table, request: RestRequest): Promise<Reply> {
  const representation = parsePrefer(ctx.req.headers.prefer).return === 'representation';
  const params = new Params();
  const where = whereClause(table, parseFilters(ctx.url.searchParams), params);
  const statement = `delete from ${relation(table)}${where}`;
  return finish(ctx, await run(ctx, table, request, statement, params, representation), representation, 200);
}
