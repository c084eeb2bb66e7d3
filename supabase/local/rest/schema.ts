// What the REST engine may name in SQL: the tables, views and functions of the `public` schema, read
// from pg_catalog. Every identifier in a request is checked against this cache before it is quoted
// into SQL; a miss reloads the cache once (a migration or a test may have added an object) and then
// is an error (PGRST205 / 42703 / PGRST202). Values never go through here: they are bound parameters.
import type { Queryable } from '../db/database.ts';

export interface Table {
  name: string;
  /** column name → SQL type as PostgreSQL spells it (from the catalog, never from a request) */
  columns: Map<string, string>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  /** pg_type.typcategory: 'A' array, 'U' json/jsonb user types … */
  category: string;
  hasDefault: boolean;
}

export interface Fn {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnType: string;
  /** 'c' composite, 'b' base, 'p' pseudo (void, record) … */
  returnKind: string;
}

export class SchemaCache {
  tables = new Map<string, Table>();
  functions = new Map<string, Fn[]>();

  constructor(private readonly db: Queryable) {}

  async load(): Promise<void> {
    const cols = await this.db.query<{ table: string; column: string; type: string }>(
      `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
    );
    const pks = await this.db.query<{ table: string; column: string }>(
      `select c.relname as table, a.attname as column
         from pg_index i
         join pg_class c on c.oid = i.indrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
    );
    const tables = new Map<string, Table>();
    for (const r of cols.rows) {
      const t = tables.get(r.table) ?? { name: r.table, columns: new Map(), primaryKey: [] };
      t.columns.set(r.column, r.type);
      tables.set(r.table, t);
    }
    for (const r of pks.rows) tables.get(r.table)?.primaryKey.push(r.column);
    this.tables = tables;

    const fns = await this.db.query<{
      name: string;
      argnames: string[] | null;
      argmodes: string[] | null;
      argtypes: string[];
      argcats: string[];
      ndefaults: number;
      retset: boolean;
      rettype: string;
      retkind: string;
    }>(
      `select p.proname as name, p.proargnames as argnames, p.proargmodes::text[] as argmodes,
              array(select format_type(t.oid, null) from unnest(p.proargtypes) with ordinality a(oid, i)
                      join pg_type t on t.oid = a.oid order by a.i) as argtypes,
              array(select t.typcategory::text from unnest(p.proargtypes) with ordinality a(oid, i)
                      join pg_type t on t.oid = a.oid order by a.i) as argcats,
              p.pronargdefaults as ndefaults, p.proretset as retset,
              format_type(p.prorettype, null) as rettype, rt.typtype::text as retkind
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = 'public' and p.prokind = 'f'`,
    );
    const functions = new Map<string, Fn[]>();
    for (const r of fns.rows) {
      const inputNames = (r.argnames ?? []).filter(
        (_, i) => !r.argmodes || ['i', 'b', 'v'].includes(r.argmodes[i] ?? ''),
      );
      const args = r.argtypes.map((type, i) => ({
        name: inputNames[i] ?? '',
        type,
        category: r.argcats[i] ?? '',
        hasDefault: i >= r.argtypes.length - r.ndefaults,
      }));
      const list = functions.get(r.name) ?? [];
      list.push({ name: r.name, args, returnsSet: r.retset, returnType: r.rettype, returnKind: r.retkind });
      functions.set(r.name, list);
    }
    this.functions = functions;
  }

  /** The table, reloading the cache once if it is not known yet. */
  async table(name: string): Promise<Table | undefined> {
    if (!this.tables.has(name)) await this.load();
    return this.tables.get(name);
  }

  async functionsNamed(name: string): Promise<Fn[]> {
    if (!this.functions.has(name)) await this.load();
    return this.functions.get(name) ?? [];
  }
}
