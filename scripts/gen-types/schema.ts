// Reads what the generated types describe from the public schema of a migrated database: enums, tables
// and views with their columns and foreign keys, and functions with their arguments and results, each
// sorted by name so that the output depends only on the schema.
import type { Queryable } from '../../supabase/local/db/database.ts';

export interface Column {
  table: string;
  name: string;
  type: string;
  elementType: string | null;
  typeKind: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface Relation {
  table: string;
  name: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
  oneToOne: boolean;
}

export interface FunctionInfo {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returns: string;
  returnsSet: boolean;
  returnsKind: string;
  outColumns: { name: string; type: string }[];
}

export async function readSchema(db: Queryable) {
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
