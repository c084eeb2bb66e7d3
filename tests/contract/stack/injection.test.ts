// SQL injection through every part of a REST request: table and function names, the select list,
// filter columns, operators and values, or/and trees, order, on_conflict, columns, body keys and RPC
// argument names. Each attempt must be refused or treated as plain data — and afterwards the table
// is intact and nothing an anonymous caller may not see has leaked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.exec(`
    create table public.notes (id int primary key, body text not null, secret text);
    alter table public.notes enable row level security;
    create policy "anyone reads public notes" on public.notes for select using (secret is null);
    create policy "anyone adds public notes" on public.notes for insert with check (secret is null);
    insert into public.notes values (1, 'hello', null), (2, 'classified', 'the launch code');
    create function public.lookup(term text) returns setof public.notes language sql stable
      as $$ select * from public.notes where body = term $$;
  `);
});
afterAll(() => stack?.close());

const PAYLOADS = [
  `'; drop table public.notes; --`,
  `" or 1=1 --`,
  `x") or true or ("`,
  `1 union select 1, secret, secret from public.notes --`,
  `body; delete from public.notes`,
  `$1`,
  `\\'; select pg_sleep(5); --`,
  `*/ or 1=1 /*`,
];

async function rest(path: string, init: RequestInit = {}) {
  const res = await fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const text = await res.text();
  return { status: res.status, text };
}

const q = encodeURIComponent;

function attempts(p: string): [string, string, RequestInit?][] {
  return [
    ['table name', `${q(`notes; ${p}`)}?select=*`],
    ['quoted table name', `${q(`notes"${p}`)}?select=*`],
    ['select list', `notes?select=${q(`id,${p}`)}`],
    ['select alias', `notes?select=${q(`${p}:body`)}`],
    ['filter column', `notes?${q(p)}=eq.1`],
    ['filter value', `notes?body=eq.${q(p)}`],
    ['operator', `notes?body=${q(`${p}.1`)}`],
    ['in list', `notes?body=in.(${q(`"${p}",x`)})`],
    ['like pattern', `notes?body=like.${q(p)}`],
    ['is value', `notes?secret=is.${q(p)}`],
    ['or tree', `notes?or=(${q(`body.eq.${p},id.eq.${p}`)})`],
    ['or column', `notes?or=(${q(`${p}.eq.1`)})`],
    ['order', `notes?order=${q(p)}`],
    ['order modifier', `notes?order=${q(`id.${p}`)}`],
    ['limit', `notes?limit=${q(p)}`],
    ['offset', `notes?offset=${q(p)}`],
    ['function name', `rpc/${q(`lookup${p}`)}`, { method: 'POST', body: '{}' }],
    ['rpc argument name', 'rpc/lookup', { method: 'POST', body: JSON.stringify({ [p]: 'x' }) }],
    ['rpc argument value', 'rpc/lookup', { method: 'POST', body: JSON.stringify({ term: p }) }],
    ['body key', 'notes', { method: 'POST', body: JSON.stringify({ id: 50, body: 'x', [p]: 1 }) }],
    ['body value', 'notes', { method: 'POST', body: JSON.stringify({ id: 51, body: p }) }],
    [
      'columns',
      `notes?columns=${q(`id,${p}`)}`,
      { method: 'POST', body: JSON.stringify([{ id: 52, body: 'x' }]) },
    ],
    [
      'on_conflict',
      `notes?on_conflict=${q(p)}`,
      {
        method: 'POST',
        body: JSON.stringify({ id: 53, body: 'x' }),
        headers: { prefer: 'resolution=merge-duplicates' },
      },
    ],
    ['update body key', 'notes?id=eq.1', { method: 'PATCH', body: JSON.stringify({ [p]: 'x' }) }],
    ['delete filter', `notes?id=eq.${q(p)}`, { method: 'DELETE' }],
    [
      'Prefer header',
      'notes',
      { method: 'POST', body: JSON.stringify({ id: 54, body: 'x' }), headers: { prefer: p } },
    ],
    ['Range header', 'notes?select=*', { headers: { range: p } }],
  ];
}

describe.each(PAYLOADS)('payload %s', (payload) => {
  it.each(attempts(payload))('through the %s is refused or inert', async (_, path, init) => {
    const { status, text } = await rest(path, init);
    expect(status, text).toBeLessThan(500);
    expect(text).not.toContain('the launch code');
    const intact = await stack.db.query<{ n: number; secret: string }>(
      `select count(*)::int as n, max(secret) as secret from public.notes where id in (1, 2)`,
    );
    expect(intact.rows[0]).toEqual({ n: 2, secret: 'the launch code' });
  });
});

it('payloads sent as values are stored and matched as plain text', async () => {
  for (const [i, payload] of PAYLOADS.entries()) {
    const id = 100 + i;
    const insert = await rest('notes', { method: 'POST', body: JSON.stringify({ id, body: payload }) });
    expect(insert.status).toBe(201);
    const found = await rest(`notes?select=id,body&id=gte.100&body=eq.${q(payload)}`);
    expect(JSON.parse(found.text)).toEqual([{ id, body: payload }]);
  }
});
