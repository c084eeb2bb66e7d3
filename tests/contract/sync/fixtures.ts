// Shared set-up for the sync contract tests: one stack per file, members, devices and shares.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Brief } from '../../../src/domain/brief.ts';
import { createMember, startTestStack, testClock, type Member, type Stack } from '../../support/stack.ts';
import { Device } from './device.ts';

let members = 0;

export async function newMember(stack: Stack, name: string): Promise<Member> {
  members++;
  return createMember(stack, { email: `${name}-${members}-${Date.now()}@example.com` });
}

export async function deviceFor(
  stack: Stack,
  member: Member,
  options: { live?: boolean; files?: { apiUrl?: string } } = {},
): Promise<Device> {
  const device = new Device(stack, member, undefined, options);
  await device.signIn();
  return device.start();
}

export async function share(owner: Device, briefId: string, recipient: Member, permission: 'read' | 'write') {
  const { error } = await owner.supabase.from('brief_shares').insert({
    brief_id: briefId,
    shared_with_user_id: recipient.id,
    shared_by_user_id: owner.member.id,
    permission,
  });
  if (error) throw new Error(`share failed: ${error.message}`);
}

export async function unshare(owner: Device, briefId: string, recipient: Member) {
  const { error } = await owner.supabase
    .from('brief_shares')
    .delete()
    .eq('brief_id', briefId)
    .eq('shared_with_user_id', recipient.id);
  if (error) throw new Error(`unshare failed: ${error.message}`);
}

/**
 * The server's copy, read with the service role. `version` (bigint) as a number, as the API answers it:
 * node-postgres reads a bigint as a string where PGlite gives a number.
 */
export async function serverRow(stack: Stack, briefId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await stack.db.query<Record<string, unknown>>(
    'select * from public.briefs where id = $1',
    [briefId],
  );
  return rows[0] && { ...rows[0], version: Number(rows[0].version) };
}

export function edit(brief: Brief, changes: { title?: string; company?: string; budget?: string }): Brief {
  return {
    ...brief,
    title: changes.title ?? brief.title,
    updatedAt: new Date().toISOString(),
    overview: { ...brief.overview, company: changes.company ?? brief.overview.company },
    requirements: { ...brief.requirements, budget: changes.budget ?? brief.requirements.budget },
  };
}

export type SyncWorld<Name extends string> = Record<Name, Member> & {
  readonly stack: Stack;
  /** Moves the stack's clock on (tokens run out without a wait); the devices' clocks stay. */
  advanceStackClock(ms: number): void;
  /** A signed-in, started device of `member`, closed after the test. */
  device(member: Member, options?: { live?: boolean }): Promise<Device>;
  /** A device made by hand (another tab, not yet signed in), closed after the test too. */
  closeAfterTest(device: Device): Device;
};

/**
 * The set-up every sync contract file shares: one local stack for the file, the named members (read
 * as `world.alice`), and devices opened with `world.device(…)` that are closed after each test.
 */
export function syncWorld<Name extends string>(...names: Name[]): SyncWorld<Name> {
  let stack: Stack | undefined;
  const members = new Map<string, Member>();
  const devices: Device[] = [];
  const clock = testClock();
  beforeAll(async () => {
    stack = await startTestStack({ clock: clock.now });
    for (const name of names) members.set(name, await newMember(stack, name));
  });
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()));
  });
  afterAll(async () => {
    await stack?.close();
  });
  const ready = () => {
    if (!stack) throw new Error('The sync world is ready only inside tests and later hooks.');
    return stack;
  };
  const world = {
    get stack() {
      return ready();
    },
    async device(member: Member, options: { live?: boolean } = {}) {
      const created = await deviceFor(ready(), member, options);
      devices.push(created);
      return created;
    },
    advanceStackClock(ms: number) {
      clock.advance(ms);
    },
    closeAfterTest(device: Device) {
      devices.push(device);
      return device;
    },
  };
  for (const name of names)
    Object.defineProperty(world, name, { enumerable: true, get: () => (ready(), members.get(name)!) });
  return world as SyncWorld<Name>;
}
