// POST /rpc/<fn> (and GET with query-string arguments): named arguments matched against the
// function's signature from pg_catalog, each bound as a JSON parameter and cast to the argument's
// catalog type. Set-returning → JSON array, composite → object, scalar → its JSON, void → 204.
import { parseJson } from '../http/body.ts';
import type { Reply } from '../http/reply.ts';
import type { Context } from '../http/router.ts';
import { pgrstError } from './errors.ts';
import { OBJECT_MEDIA_TYPE, jsonBodySql, singleError, wantsSingle } from './read.ts';
import type { RestRequest } from './request.ts';
import type { Fn, FunctionArg } from './schema.ts';
import { Params, quoteIdent } from './sql.ts';

async function rpcArgs(ctx: Context): Promise<Record<string, unknown>> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return Object.fromEntries(ctx.url.searchParams);
  const body = parseJson(await ctx.body(), () => pgrstError(400, 'PGRST102', 'Empty or invalid json'));
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  return body as Record<string, unknown>;
}

function pick(fns: Fn[], names: string[]): Fn | undefined {
  return fns.find(
    (fn) =>
      names.every((n) => fn.args.some((a) => a.name === n)) &&
      fn.args.every((a) => a.hasDefault || names.includes(a.name)),
  );
}

function argExpression(arg: FunctionArg, value: unknown, params: Params): string {
  if (value === null || value === undefined) return `null::${arg.type}`;
  const p = params.add(JSON.stringify(value));
  if (arg.type === 'json' || arg.type === 'jsonb') return `${p}::json::${arg.type}`;
  if (arg.category === 'A') {
    return `(select coalesce(array_agg(_e), '{}') from json_array_elements_text(${p}::json) _e)::${arg.type}`;
  }
  return `(${p}::json #>> '{}')::${arg.type}`;
}

/** `candidates` are the functions of that name, looked up before the request's transaction began. */
export async function callFunction(
  ctx: Context,
  candidates: Fn[],
  name: string,
  { tx }: RestRequest,
): Promise<Reply> {
  const args = await rpcArgs(ctx);
  const names = Object.keys(args);
  const fn = pick(candidates, names);
  if (!fn) {
    throw pgrstError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${names.join(', ')}) in the schema cache`,
      'Searched for the function with the given argument names, but no matches were found in the schema cache.',
      null,
    );
  }
  const params = new Params();
  const call = `public.${quoteIdent(fn.name)}(${names
    .map(
      (n) =>
        `${quoteIdent(n)} => ${argExpression(fn.args.find((a) => a.name === n) as FunctionArg, args[n], params)}`,
    )
    .join(', ')})`;
  const single = wantsSingle(ctx);
  if (fn.returnType === 'void') {
    await tx.query(`select ${call}`, params.values);
    return { status: 204 };
  }
  let sql: string;
  if (fn.returnsSet) sql = `select ${jsonBodySql(single)} as body, count(*)::int as n from ${call} _r`;
  else if (fn.returnKind === 'c' || fn.returnType === 'record')
    sql = `select row_to_json(_r)::text as body, 1 as n from ${call} _r`;
  else sql = `select coalesce(to_json(${call})::text, 'null') as body, 1 as n`;
  const r = await tx.query<{ body: string; n: number }>(sql, params.values);
  const { body, n } = r.rows[0] ?? { body: 'null', n: 0 };
  if (single && fn.returnsSet && n !== 1) throw singleError(n);
  return {
    status: 200,
    headers: {
      'content-type': single ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : 'application/json; charset=utf-8',
    },
    raw: body,
  };
}
