// Turns a parsed request into SQL. The two rules that make injection impossible: an identifier is
// quoted only after it has been found in the schema cache (unknown → error), and every value is a
// bound parameter, typed by a cast to the column's catalog type (never text from the request).
import { pgrstError } from './errors.ts';
import { OPERATORS, type Filter, type Order, type SelectItem } from './query.ts';
import type { Table } from './schema.ts';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function relation(table: Table): string {
  return `public.${quoteIdent(table.name)}`;
}

export function columnType(table: Table, column: string): string {
  const type = table.columns.get(column);
  if (type === undefined) {
    throw pgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
  }
  return type;
}

export function col(table: Table, column: string): string {
  columnType(table, column);
  return `${quoteIdent(table.name)}.${quoteIdent(column)}`;
}

export function selectList(table: Table, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${quoteIdent(table.name)}.*`;
      const ref = col(table, item.column);
      return item.alias ? `${ref} as ${quoteIdent(item.alias)}` : ref;
    })
    .join(', ');
}

function condition(table: Table, f: Extract<Filter, { kind: 'condition' }>, params: Params): string {
  const ref = col(table, f.column);
  const type = columnType(table, f.column);
  let sql: string;
  if (f.op === 'is') {
    sql = `${ref} is ${String(f.value).toLowerCase()}`;
  } else if (f.op === 'in') {
    const list = params.add(JSON.stringify(f.value));
    sql = `${ref} in (select _v::${type} from json_array_elements_text(${list}::json) _v)`;
  } else if (f.op === 'like' || f.op === 'ilike') {
    sql = `${ref}::text ${OPERATORS[f.op]} ${params.add(String(f.value).replace(/\*/g, '%'))}::text`;
  } else if (f.op === 'match' || f.op === 'imatch') {
    sql = `${ref}::text ${OPERATORS[f.op]} ${params.add(String(f.value))}::text`;
  } else {
    sql = `${ref} ${OPERATORS[f.op]} ${params.add(String(f.value))}::text::${type}`;
  }
  return f.negate ? `not (${sql})` : sql;
}

export function filterSql(table: Table, f: Filter, params: Params): string {
  if (f.kind === 'condition') return condition(table, f, params);
  const inner = f.children.map((c) => filterSql(table, c, params)).join(f.op === 'and' ? ' and ' : ' or ');
  const sql = `(${inner || (f.op === 'and' ? 'true' : 'false')})`;
  return f.negate ? `not ${sql}` : sql;
}

export function whereClause(table: Table, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => filterSql(table, f, params)).join(' and ')}`;
}

export function orderClause(table: Table, order: Order[]): string {
  if (order.length === 0) return '';
  const items = order.map((o) => {
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    return `${col(table, o.column)} ${o.direction}${nulls}`;
  });
  return ` order by ${items.join(', ')}`;
}

export function limitClause(params: Params, limit?: number, offset?: number): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${params.add(limit)}::bigint`;
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}::bigint`;
  return sql;
}

/** Body keys of a write must all be columns; PostgREST calls a stranger PGRST204. */
export function checkBodyColumns(table: Table, columns: string[]): void {
  for (const c of columns) {
    if (!table.columns.has(c)) {
      throw pgrstError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}
