// Parses PostgREST's query language into a small syntax tree — select list, filters
// with and/or/not, order, limit/offset and the Prefer header — without touching SQL. Names are only
// syntax here; sql.ts checks them against the schema. A malformed query is 400 PGRST100.
import { pgrstError } from './errors.ts';

export interface SelectItem {
  column: string | '*';
  alias?: string;
}

export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  is: 'is',
  isdistinct: 'is distinct from',
  in: 'in',
} as const;
export type Operator = keyof typeof OPERATORS;

export type Filter =
  | { kind: 'condition'; column: string; op: Operator; value: string | string[]; negate: boolean }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface Order {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

const bad = (message: string, details: string | null = null) => pgrstError(400, 'PGRST100', message, details);

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '\\' && quoted) {
      current += ch + (input[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted || depth !== 0)
    throw bad('"failed to parse filter"', `unbalanced quotes or parentheses in ${input}`);
  parts.push(current);
  return parts;
}

const unquote = (s: string) => (/^".*"$/s.test(s) ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s);

export function parseSelect(select: string | null): SelectItem[] {
  if (!select || select.trim() === '') return [{ column: '*' }];
  return splitTopLevel(select).map((raw) => {
    const item = raw.trim();
    if (item.includes('(')) throw bad('Embedded resources are not supported by the local stack', item);
    const m = /^(?:([^:]+):(?!:))?(\*|[^:]+)$/.exec(item);
    if (!m || !m[2]) throw bad(`"failed to parse select parameter (${item})"`);
    return m[1] ? { alias: unquote(m[1]), column: unquote(m[2]) } : { column: unquote(m[2]) };
  });
}

/** `[not.]op.value` for a column. */
export function parseCondition(column: string, expression: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as Operator;
  if (dot < 0 || !(op in OPERATORS)) throw bad(`"failed to parse filter (${expression})"`);
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    const m = /^\((.*)\)$/s.exec(raw);
    if (!m) throw bad(`"failed to parse filter (${expression})"`);
    const list = m[1] === '' ? [] : splitTopLevel(m[1] ?? '').map((v) => unquote(v.trim()));
    return { kind: 'condition', column, op, value: list, negate };
  }
  if (op === 'is' && !/^(null|true|false|unknown)$/i.test(raw))
    throw bad(`"failed to parse filter (${expression})"`);
  return { kind: 'condition', column, op, value: unquote(raw), negate };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` → the children of an and/or. */
export function parseLogic(op: 'and' | 'or', negate: boolean, body: string): Filter {
  const m = /^\((.*)\)$/s.exec(body);
  if (!m) throw bad(`"failed to parse logic tree (${body})"`);
  const children = splitTopLevel(m[1] ?? '').map((raw): Filter => {
    const item = raw.trim();
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (logic) return parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), logic[3] ?? '');
    const dot = item.indexOf('.');
    if (dot <= 0) throw bad(`"failed to parse logic tree (${body})"`);
    return parseCondition(unquote(item.slice(0, dot)), item.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, children };
}

export function parseFilters(params: URLSearchParams, reserved: Set<string> = RESERVED): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reserved.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) filters.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
    else filters.push(parseCondition(key, value));
  }
  return filters;
}

export function parseOrder(order: string | null): Order[] {
  if (!order) return [];
  return splitTopLevel(order).map((raw) => {
    const parts = raw.trim().split('.');
    const column = unquote(parts[0] ?? '');
    const result: Order = { column, direction: 'asc' };
    for (const mod of parts.slice(1)) {
      if (mod === 'asc' || mod === 'desc') result.direction = mod;
      else if (mod === 'nullsfirst') result.nulls = 'first';
      else if (mod === 'nullslast') result.nulls = 'last';
      else throw bad(`"failed to parse order (${raw})"`);
    }
    return result;
  });
}

export function parseNonNegativeInt(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw bad(`"failed to parse ${name} (${value})"`);
  return Number(value);
}

/** `Prefer: return=representation, count=exact` → {return: 'representation', count: 'exact'} */
export function parsePrefer(header: string | string[] | undefined): Record<string, string> {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  const prefs: Record<string, string> = {};
  for (const part of joined.split(',')) {
    const [k, v] = part.trim().split('=');
    if (k) prefs[k.trim()] = (v ?? '').trim();
  }
  return prefs;
}

/** `Range: 0-9` → offset and limit. */
export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  const m = header ? /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const from = Number(m[1]);
  return m[2] ? { offset: from, limit: Math.max(0, Number(m[2]) - from + 1) } : { offset: from };
}
