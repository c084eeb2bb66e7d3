// One small interface over the two PostgreSQL engines the project runs on: PGlite (real PostgreSQL in
// WASM, in-process; persisted in a directory or in memory) and a real PostgreSQL server (DATABASE_URL).
// Everything above it — the migrations runner, the local stack, the database tests — speaks only this.
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  /** Rows affected by INSERT/UPDATE/DELETE (0 for SELECT on PGlite). */
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * Statements without parameters that open the transaction, sent with its BEGIN in one round trip
   * (PostgreSQL) or one call (PGlite): a REST request's role and claims, set before anything else.
   * Values in it must be quoted with sqlLiteral().
   */
  setup?: string;
  /**
   * Keep the transaction's statements prepared on their connection (PostgreSQL), as PostgREST does:
   * a statement seen again is bound and run without being parsed and planned again. PGlite has no
   * named statements through its API and plans each time.
   */
  prepare?: boolean;
}

/** Prepared statements kept per connection; past this, new statements run unnamed (bounded memory). */
const PREPARED_PER_CONNECTION = 200;

/**
 * A string as an SQL literal for `setup`. The E'' form reads backslashes as escapes whatever the
 * server's standard_conforming_strings, so doubling both quotes and backslashes cannot be escaped
 * from. PostgreSQL text cannot hold NUL, which is refused here rather than truncated.
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new RangeError('A NUL character cannot be sent to PostgreSQL');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

export interface OpenOptions {
  /** postgres://… — use a real PostgreSQL server. */
  url?: string;
  /** A directory for PGlite's files; omitted means in memory. */
  dataDir?: string;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0, fields: r.fields };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    // PGlite sends its own BEGIN; the rest of the opening follows as one simple-protocol call.
    transaction: (fn, options = {}) =>
      db.transaction(async (tx) => {
        const opening = [options.readOnly ? 'set transaction read only' : '', options.setup ?? '']
          .filter(Boolean)
          .join('; ');
        if (opening) await tx.exec(opening);
        return fn(wrap(tx));
      }),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Statement names prepared on each connection (the pool reuses connections, and with them their
  // prepared statements; a connection that is closed takes its own along).
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const nameFor = (client: pg.PoolClient, sql: string): string | undefined => {
    const names = prepared.get(client) ?? new Set<string>();
    prepared.set(client, names);
    const name = `briefsmith_${createHash('sha1').update(sql).digest('hex')}`;
    if (names.has(name)) return name;
    if (names.size >= PREPARED_PER_CONNECTION) return undefined;
    names.add(name);
    return name;
  };
  const wrap = (q: pg.Pool | pg.PoolClient, prepare?: pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const name = prepare && nameFor(prepare, sql);
      const r = await (name ? q.query({ name, text: sql, values: params }) : q.query(sql, params));
      return {
        rows: r.rows as T[],
        affectedRows: r.rowCount ?? 0,
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, options = {}) {
      const client = await pool.connect();
      try {
        const begin = options.readOnly ? 'begin read only' : 'begin';
        await client.query(options.setup ? `${begin}; ${options.setup}` : begin);
        const result = await fn(wrap(client, options.prepare ? client : undefined));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
