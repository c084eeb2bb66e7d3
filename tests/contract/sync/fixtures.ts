// Shared set-up for the sync contract tests: one stack per file, members, devices and shares.
import type { Brief } from '../../../src/domain/brief.ts';
import { createMember, type Member, type Stack } from '../../support/stack.ts';
import { Device } from './device.ts';

let members = 0;

export async function newMember(stack: Stack, name: string): Promise<Member> {
  members++;
  return createMember(stack, { email: `${name}-${members}-${Date.now()}@example.com` });
}

export async function deviceFor(
  stack: Stack,
  member: Member,
  options: { live?: boolean } = {},
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

/** The server's copy, read with the service role. */
export async function serverRow(stack: Stack, briefId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await stack.db.query<Record<string, unknown>>(
    'select * from public.briefs where id = $1',
    [briefId],
  );
  return rows[0];
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
