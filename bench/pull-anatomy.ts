// Where a first download's time goes, in Node (fake-indexeddb): every page of a member's briefs is
// fetched again by hand and each step timed on its own — the request (HTTP and the server's work, the
// body read as text), JSON parse, reading the answer (the valibot schemas of src/sync/answers.ts), the
// reconcile of each row with the card it makes (pure), and the page applied to an empty local database
// (the same reconcile again, then Dexie's writes: applied minus reconcile). Figures, never assertions.
import { IDBFactory } from 'fake-indexeddb';
import { cardOf } from '../src/data/card-of.ts';
import { applyPulledPage, type PullPage } from '../src/sync/apply-pull.ts';
import { readPullPage } from '../src/sync/answers.ts';
import { reconcile } from '../src/sync/reconcile.ts';
import type { Device } from '../tests/contract/sync/device.ts';
import { openTestDatabase } from '../tests/unit/data/local-db.ts';

const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function pullAnatomy(device: Device, pageSize = 500): Promise<Record<string, string>> {
  const token = (await device.supabase.auth.getSession()).data.session?.access_token;
  const db = openTestDatabase(device.member.id, new IDBFactory());
  const spent = { request: 0, parse: 0, read: 0, reconcile: 0, apply: 0 };
  let since: { updated_at: string | null; id: string | null } = { updated_at: null, id: null };
  let pages = 0;
  let rows = 0;
  try {
    for (;;) {
      let start = performance.now();
      const response = await fetch(`${device.stack.url}/rest/v1/rpc/pull_brief_changes`, {
        method: 'POST',
        headers: {
          apikey: device.stack.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ since_updated_at: since.updated_at, since_id: since.id, max_rows: pageSize }),
      });
      const text = await response.text();
      spent.request += performance.now() - start;
      start = performance.now();
      const parsed: unknown = JSON.parse(text);
      spent.parse += performance.now() - start;
      start = performance.now();
      const read = readPullPage(parsed);
      spent.read += performance.now() - start;
      if (!read.ok) throw new Error(read.problem);
      const page: PullPage = read.value;
      start = performance.now();
      for (const row of page.rows) {
        const state = { briefId: String(row.id), record: null, entries: [], conflict: null };
        const { next } = reconcile(state, { type: 'pulled', row, userId: device.member.id });
        if (next.record) cardOf(next.record);
      }
      spent.reconcile += performance.now() - start;
      start = performance.now();
      await applyPulledPage(db, page, Date.now());
      spent.apply += performance.now() - start;
      pages++;
      rows += page.rows.length;
      if (!page.has_more || !page.cursor) break;
      since = page.cursor;
    }
  } finally {
    db.close();
  }
  return {
    [`${rows} briefs in ${pages} pages: request (HTTP and server, body as text)`]: ms(spent.request),
    'JSON parse': ms(spent.parse),
    'reading the answer (valibot, src/sync/answers.ts)': ms(spent.read),
    'reconcile and cards (pure)': ms(spent.reconcile),
    'Dexie writes (page applied minus reconcile)': ms(spent.apply - spent.reconcile),
  };
}
