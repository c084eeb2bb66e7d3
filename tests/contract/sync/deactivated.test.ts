// A deactivated member's device, with the real engine against the local stack: the server refuses
// their push with its recognisable answer (42501, hint account_deactivated), the engine says the
// account was deactivated — not a per-brief block — and keeps every unsynced change; after Reactivate
// and a new sign-in it pushes them by itself.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { fetchBriefByLink } from '../../../src/sync/fetch-brief.ts';
import { signedInClient, startTestStack, type Member, type Stack } from '../../support/stack.ts';
import type { Device } from './device.ts';
import { deviceFor, edit, newMember, serverRow } from './fixtures.ts';

let stack: Stack;
let admin: SupabaseClient;
const devices: Device[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signedInClient(stack, stack.adminEmail, stack.adminPassword);
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((device) => device.close()));
});
afterAll(async () => {
  await stack?.close();
});

async function setActive(member: Member, active: boolean) {
  const { error } = await admin.functions.invoke('manage-member', { body: { user_id: member.id, active } });
  if (error) throw error;
}

describe('a deactivated member', () => {
  it('is told the account was deactivated, keeps unsynced changes, and pushes them after Reactivate and sign-in', async () => {
    const dana = await newMember(stack, 'dana');
    const laptop = await deviceFor(stack, dana);
    devices.push(laptop);
    const brief = await createBrief(laptop.db, { title: 'Dana brief', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    expect(await serverRow(stack, brief.id)).toMatchObject({ title: 'Dana brief' });

    await setActive(dana, false);
    await saveBrief(laptop.db, edit(brief, { title: 'Written after the deactivation' }), laptop.ctx);
    await laptop.sync();

    const status = laptop.engine.status.getState();
    expect(status.state).toBe('deactivated');
    expect(status.blocked).toEqual([]);
    expect(status.pending).toBe(1);
    const [entry] = await laptop.db.outbox.toArray();
    expect(entry).toMatchObject({ briefId: brief.id, status: 'pending', attempts: 0 });
    expect(await serverRow(stack, brief.id)).toMatchObject({ title: 'Dana brief' });

    // Trying again changes nothing while deactivated: the change stays, nothing is blocked.
    await laptop.sync();
    expect(laptop.engine.status.getState()).toMatchObject({ state: 'deactivated', blocked: [], pending: 1 });

    await setActive(dana, true);
    // Her old session ended with the deactivation: she signs in again, and the engine pushes by itself.
    await laptop.signIn();
    laptop.runDueTimers();
    await vi.waitFor(async () =>
      expect(await serverRow(stack, brief.id)).toMatchObject({ title: 'Written after the deactivation' }),
    );
    await vi.waitFor(async () => expect(await laptop.db.outbox.count()).toBe(0));
    await vi.waitFor(() => expect(laptop.engine.status.getState().state).toBe('idle'));
  });

  it('is told so by the pull when nothing waits to be pushed; a brief link is not "not found"', async () => {
    const eli = await newMember(stack, 'eli');
    const laptop = await deviceFor(stack, eli);
    devices.push(laptop);
    const brief = await createBrief(laptop.db, { title: 'Eli brief', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await setActive(eli, false);
    await laptop.sync();
    expect(laptop.engine.status.getState()).toMatchObject({ state: 'deactivated', lastPullOk: false });
    expect(await fetchBriefByLink(laptop.db, laptop.supabase, brief.id)).toBe('unavailable');
  });
});
