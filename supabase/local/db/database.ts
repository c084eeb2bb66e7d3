// One small interface over the two PostgreSQL engines the project runs on: PGlite (real PostgreSQL in
// WASM, in-process; persisted in a directory or in memory) and a real PostgreSQL server (DATABASE_URL).
// Everything above it — the migrations runner, the local stack, the database tests — speaks only this.
import { PGlite, parse as pglite, protocol } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import pg from 'pg';

const { serialize } = protocol;
const { parseResults } = pglite;

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
   * a statement seen again is bound and run without being parsed and planned again.
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
  // PGlite is one session: its prepared statements, by SQL text.
  const prepared = new Map<string, string>();
  /**
   * A statement kept prepared, sent as one protocol message (bind, describe, execute, sync, and parse
   * the first time) where PGlite's query() makes six calls into the engine and plans the statement
   * each time. Parameters go as text of unspecified type, as node-postgres sends them; the REST layer
   * passes only strings and numbers.
   */
  const preparedQuery = async <T>(sql: string, params: unknown[]): Promise<QueryResult<T>> => {
    let name = prepared.get(sql);
    const parse = name === undefined && prepared.size < PREPARED_PER_CONNECTION;
    if (parse) name = statementName(sql);
    const messages = [
      ...(parse ? [serialize.parse({ name, text: sql })] : []),
      serialize.bind({ statement: name ?? '', values: params.map((p) => (p == null ? null : String(p))) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    if (name === undefined) messages.unshift(serialize.parse({ text: sql }));
    const buffer = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    messages.reduce((at, m) => (buffer.set(m, at), at + m.length), 0);
    const result = await db.runExclusive(() =>
      db.execProtocol(buffer, { syncToFs: false, throwOnError: false }),
    );
    // Prepared once parsed, even if running it then failed (a refused write): parsing the same name
    // again would fail.
    if (parse && name && result.messages.some((m) => m.name === 'parseComplete')) prepared.set(sql, name);
    const failure = result.messages.find((m) => m.name === 'error');
    if (failure) throw failure;
    const r = parseResults(result.messages, db.parsers)[0];
    return { rows: (r?.rows ?? []) as T[], affectedRows: r?.affectedRows ?? 0, fields: r?.fields ?? [] };
  };
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
        const queryable = wrap(tx);
        return fn(options.prepare ? { ...queryable, query: preparedQuery } : queryable);
      }),
    close: () => db.close(),
  };
}

const statementName = (sql: string) => `briefsmith_${createHash('sha1').update(sql).digest('hex')}`;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Statement names prepared on each connection (the pool reuses connections, and with them their
  // prepared statements; a connection that is closed takes its own along).
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const nameFor = (client: pg.PoolClient, sql: string): string | undefined => {
    const names = prepared.get(client) ?? new Set<string>();
    prepared.set(client, names);
    const name = statementName(sql);
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
