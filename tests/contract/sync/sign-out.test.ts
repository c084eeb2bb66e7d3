// Signing out with no connection, with the supabase-js in use (2.109): its own signOut() returns the
// network error and keeps the session; the app's signOutOfDevice ends it on this device anyway, while
// the device's unsynced work stays in its local database for the next sign-in.
import { describe, expect, it } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import { signOutOfDevice } from '../../../src/session/sign-out.ts';
import { readOutboxSummary } from '../../../src/sync/summary.ts';
import type { Device } from './device.ts';
import { syncWorld } from './fixtures.ts';

const world = syncWorld('alice');

const sessionKey = (d: Device) => [...d.storage.keys()].find((key) => key.endsWith('-auth-token'));
const storageOf = (d: Device) => ({ removeItem: (key: string) => void d.storage.delete(key) });

describe('signing out', () => {
  it("supabase-js 2.109's own signOut keeps the session when the network is gone", async () => {
    const laptop = await world.device(world.alice);
    laptop.goOffline();
    const { error } = await laptop.supabase.auth.signOut();
    expect(error?.name).toBe('AuthRetryableFetchError');
    expect(sessionKey(laptop)).toBeDefined();
  });

  it('ends the session on this device with no connection, keeping unsynced work for the next sign-in', async () => {
    const laptop = await world.device(world.alice);
    const key = sessionKey(laptop)!;
    laptop.goOffline();
    await createBrief(laptop.db, { title: 'Stays here', company: 'Acme' }, laptop.ctx);

    const result = await signOutOfDevice(laptop.supabase.auth, storageOf(laptop), key);
    expect(result).toEqual({ error: null, local: true });
    expect(sessionKey(laptop)).toBeUndefined();
    expect((await laptop.supabase.auth.getSession()).data.session).toBeNull();
    expect((await readOutboxSummary(laptop.db)).pending).toBe(1);
  });

  it('signs out on the server when it answers', async () => {
    const laptop = await world.device(world.alice);
    const key = sessionKey(laptop)!;
    const { refresh_token } = JSON.parse(laptop.storage.get(key)!) as { refresh_token: string };
    expect(await signOutOfDevice(laptop.supabase.auth, storageOf(laptop), key)).toEqual({
      error: null,
      local: false,
    });
    expect(sessionKey(laptop)).toBeUndefined();
    // The server revoked it: the refresh token no longer gives a session.
    const { error } = await laptop.supabase.auth.refreshSession({ refresh_token });
    expect(error).not.toBeNull();
  });
});
