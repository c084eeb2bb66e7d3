// The app's database types, read from a database the migrations built, in the shape
// `supabase gen types typescript` writes (postgres-meta's typegen): `Database['public']` with Tables
// (Row/Insert/Update/Relationships), Views, Functions (Args/Returns), Enums and CompositeTypes, plus
// the Tables<…>/TablesInsert<…>/TablesUpdate<…>/Enums<…> helpers. Everything is sorted by name, so the
// output depends only on the schema. Run by `npm run gen:types`; tests/db/database-types.test.ts fails
// when the committed file is stale.
import prettier from 'prettier';
import type { Queryable } from '../../supabase/local/db/database.ts';

interface Column {
  table: string;
  name: string;
  type: string;
  elementType: string | null;
  typeKind: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

interface Relation {
  table: string;
  name: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
  oneToOne: boolean;
}

interface FunctionInfo {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returns: string;
  returnsSet: boolean;
  returnsKind: string;
  outColumns: { name: string; type: string }[];
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

function tsType(type: string, enums: Map<string, string[]>, tables: Set<string> = new Set()): string {
  if (type.startsWith('_')) return `${tsType(type.slice(1), enums, tables)}[]`;
  if (enums.has(type)) return `Database['public']['Enums']['${type}']`;
  if (tables.has(type)) return `Database['public']['Tables']['${type}']['Row']`;
  return SCALARS[type] ?? (type === 'unknown' ? 'unknown' : 'string');
}

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));

async function readSchema(db: Queryable) {
  const enumRows = await db.query<{ name: string; value: string }>(
    `select t.typname as name, e.enumlabel as value from pg_type t
       join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' order by t.typname, e.enumsortorder`,
  );
  const enums = new Map<string, string[]>();
  for (const row of enumRows.rows) enums.set(row.name, [...(enums.get(row.name) ?? []), row.value]);

  const relations = await db.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`,
  );
  const columns = await db.query<Column>(
    `select c.relname as "table", a.attname as name, t.typname as type, t.typtype as "typeKind",
            not a.attnotnull as nullable, a.atthasdef or a.attidentity <> '' as "hasDefault",
            a.attgenerated <> '' as generated, null as "elementType"
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`,
  );
  const foreignKeys = await db.query<Relation>(
    `select c.relname as "table", k.conname as name, f.relname as referenced,
            array(select attname from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey)
                  order by array_position(k.conkey, attnum)) as columns,
            array(select attname from pg_attribute where attrelid = k.confrelid and attnum = any(k.confkey)
                  order by array_position(k.confkey, attnum)) as "referencedColumns",
            exists(select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique
                   and (i.indkey::int2[])::int2[] @> k.conkey and cardinality(k.conkey) = i.indnatts) as "oneToOne"
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace join pg_namespace fn on fn.oid = f.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public'
      order by c.relname, k.conname`,
  );
  const functions = await db.query<{
    name: string;
    argNames: string[] | null;
    argTypes: string[];
    argModes: string[] | null;
    defaults: number;
    inCount: number;
    returns: string;
    returnsSet: boolean;
    returnsKind: string;
  }>(
    `select p.proname as name, p.proargnames as "argNames",
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, i)
                  join pg_type t on t.oid = u.oid order by u.i) as "argTypes",
            p.proargmodes::text[] as "argModes", p.pronargdefaults as defaults, p.pronargs as "inCount",
            r.typname as returns, p.proretset as "returnsSet", r.typtype as "returnsKind"
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type r on r.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f' and r.typname not in ('trigger', 'event_trigger')
      order by p.proname, p.oid`,
  );
  const fns: FunctionInfo[] = functions.rows.map((row) => {
    const modes = row.argModes ?? row.argTypes.map(() => 'i');
    const names = row.argNames ?? [];
    const args: FunctionInfo['args'] = [];
    const outColumns: FunctionInfo['outColumns'] = [];
    let inIndex = 0;
    row.argTypes.forEach((type, i) => {
      const mode = modes[i];
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type, hasDefault: inIndex >= row.inCount - row.defaults });
        inIndex += 1;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push({ name, type });
    });
    return {
      name: row.name,
      args,
      returns: row.returns,
      returnsSet: row.returnsSet,
      returnsKind: row.returnsKind,
      outColumns,
    };
  });
  return { enums, relations: relations.rows, columns: columns.rows, foreignKeys: foreignKeys.rows, fns };
}

export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const { enums, relations, columns, foreignKeys, fns } = await readSchema(db);
  const tables = relations.filter((r) => r.kind === 'r' || r.kind === 'p');
  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm');
  const columnsOf = (table: string) => columns.filter((c) => c.table === table);
  const rowOf = (table: string) =>
    columnsOf(table)
      .map((c) => `${key(c.name)}: ${tsType(c.type, enums)}${c.nullable ? ' | null' : ''}`)
      .join('\n');
  const relationshipsOf = (table: string) =>
    foreignKeys
      .filter((k) => k.table === table)
      .map(
        (k) =>
          `{ foreignKeyName: ${JSON.stringify(k.name)}; columns: ${JSON.stringify(k.columns)}; ` +
          `isOneToOne: ${k.oneToOne}; referencedRelation: ${JSON.stringify(k.referenced)}; ` +
          `referencedColumns: ${JSON.stringify(k.referencedColumns)} }`,
      )
      .join(',\n');
  // Update is every Insert column, optional: written as Partial<Insert> (the same type as the
  // spelled-out list `supabase gen types` writes, without a second copy of each table's columns).
  const insertOf = (table: string) =>
    columnsOf(table)
      .filter((c) => !c.generated)
      .map((c) => {
        const optional = c.nullable || c.hasDefault;
        return `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.type, enums)}${c.nullable ? ' | null' : ''}`;
      })
      .join('\n');
  const tableTypes = tables
    .map(
      (t) => `${key(t.name)}: {
        Row: { ${rowOf(t.name)} }
        Insert: { ${insertOf(t.name)} }
        Update: Partial<Database['public']['Tables'][${JSON.stringify(t.name)}]['Insert']>
        Relationships: [${relationshipsOf(t.name)}]
      }`,
    )
    .join('\n');
  const viewTypes = views
    .map((v) => `${key(v.name)}: { Row: { ${rowOf(v.name)} }\n Relationships: [] }`)
    .join('\n');
  const tableNames = new Set(tables.map((t) => t.name));
  const returnsOf = (fn: FunctionInfo) => {
    let single: string;
    if (fn.outColumns.length > 0)
      single = `{ ${fn.outColumns.map((c) => `${key(c.name)}: ${tsType(c.type, enums)}`).join('\n')} }`;
    else single = tsType(fn.returns, enums, tableNames);
    return fn.returnsSet ? `${single}[]` : single;
  };
  const functionTypes = [...new Set(fns.map((fn) => fn.name))]
    .map((name) => {
      const overloads = fns
        .filter((fn) => fn.name === name)
        .map((fn) => {
          const args = fn.args.some((a) => a.name)
            ? `{ ${fn.args.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, enums, tableNames)}`).join('\n')} }`
            : 'never';
          return `{ Args: ${args}\n Returns: ${returnsOf(fn)} }`;
        });
      return `${key(name)}: ${overloads.join(' | ')}`;
    })
    .join('\n');
  const enumTypes = [...enums]
    .map(([name, values]) => `${key(name)}: ${values.map((v) => JSON.stringify(v)).join(' | ')}`)
    .join('\n');
  const empty = '{ [_ in never]: never }';
  const source = `// Generated by \`npm run gen:types\` (scripts/gen-types) from supabase/migrations. Do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${tables.length ? `{ ${tableTypes} }` : empty}
    Views: ${views.length ? `{ ${viewTypes} }` : empty}
    Functions: ${fns.length ? `{ ${functionTypes} }` : empty}
    Enums: ${enums.size ? `{ ${enumTypes} }` : empty}
    CompositeTypes: ${empty}
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']

export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']

export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]
`;
  const options =
    (await prettier.resolveConfig(new URL('../../package.json', import.meta.url).pathname)) ?? {};
  return prettier.format(source, { ...options, parser: 'typescript' });
}
