// /rest/v1: tables and views of the public schema, and /rpc/<fn>. Identifiers are resolved against
// the schema cache before any SQL is built; see request.ts for the per-request transaction.
import type { Database } from '../db/database.ts';
import { BODY_LIMITS } from '../http/body.ts';
import { json } from '../http/reply.ts';
import { Router, type Context } from '../http/router.ts';
import type { Service } from '../http/server.ts';
import { pgrstError, pgrstReply } from './errors.ts';
import { readRows } from './read.ts';
import { callerClaims, checkProfile, inRequestTransaction } from './request.ts';
import type { RoleSettings } from './role-settings.ts';
import { callFunction } from './rpc.ts';
import type { SchemaCache, Table } from './schema.ts';
import { deleteRows, insertRows, updateRows } from './write.ts';

export function restService(db: Database, schema: SchemaCache, roles: RoleSettings): Service {
  const router = new Router();

  // Everything that may wait — the schema cache reloading on a miss, a slow upload of a brief full of
  // files — happens before the request's transaction opens: PGlite has one connection, and a
  // transaction left waiting would hold up every other request.
  const admit = async (ctx: Context): Promise<void> => {
    checkProfile(ctx);
    await callerClaims(ctx);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') await ctx.body();
  };

  const tableOf = async (ctx: Context): Promise<Table> => {
    // A bad token or schema is refused before anything about the schema is revealed.
    await admit(ctx);
    const name = ctx.params.table ?? '';
    const table = await schema.table(name);
    if (!table) {
      throw pgrstError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
        null,
        null,
      );
    }
    return table;
  };

  router.on('GET', '/', async () => json(200, { swagger: '2.0', info: { title: 'Briefsmith local REST' } }));
  const rpc = async (ctx: Context) => {
    await admit(ctx);
    const name = ctx.params.fn ?? '';
    const candidates = await schema.functionsNamed(name);
    return inRequestTransaction(db, roles, ctx, (r) => callFunction(ctx, candidates, name, r));
  };
  router.on('GET', '/rpc/:fn', rpc);
  router.on('POST', '/rpc/:fn', rpc);
  router.on('GET', '/:table', async (ctx) => {
    const table = await tableOf(ctx);
    return inRequestTransaction(db, roles, ctx, (r) => readRows(ctx, table, r));
  });
  router.on('POST', '/:table', async (ctx) => {
    const table = await tableOf(ctx);
    return inRequestTransaction(db, roles, ctx, (r) => insertRows(ctx, table, r));
  });
  router.on('PATCH', '/:table', async (ctx) => {
    const table = await tableOf(ctx);
    return inRequestTransaction(db, roles, ctx, (r) => updateRows(ctx, table, r));
  });
  router.on('DELETE', '/:table', async (ctx) => {
    const table = await tableOf(ctx);
    return inRequestTransaction(db, roles, ctx, (r) => deleteRows(ctx, table, r));
  });

  return {
    prefix: '/rest/v1',
    router,
    maxBodyBytes: BODY_LIMITS.rest,
    notFound: () => pgrstReply(404, 'PGRST125', 'Invalid path specified in request URL'),
  };
}
