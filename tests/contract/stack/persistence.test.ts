// `npm start` keeps its data: a second start on the same data directory finds the members, briefs
// and inbox of the first, and does not create the local admin again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createMember, signedInClient, startTestStack } from '../../support/stack.ts';

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('a second start on the same data directory reuses the database and the inbox', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'briefsmith-stack-'));
  const first = await startTestStack({
    dataDir,
    adminEmail: 'boss@example.test',
    adminPassword: 'boss-password',
  });
  expect(first.adminCreated).toBe(true);
  const member = await createMember(first, { email: 'keeper@example.test', password: 'keeper-password' });
  const client = await signedInClient(first, member.email, member.password);
  const { error } = await client
    .from('briefs')
    .insert({ user_id: member.id, title: 'Kept', company: 'Acme' });
  expect(error).toBeNull();
  await client.functions.invoke('send-auth-email', { body: { email: member.email, type: 'magiclink' } });
  expect(first.inbox.messages()).toHaveLength(1);
  await first.close();

  const second = await startTestStack({
    dataDir,
    adminEmail: 'boss@example.test',
    adminPassword: 'boss-password',
  });
  try {
    expect(second.adminCreated).toBe(false);
    const again = await signedInClient(second, member.email, member.password);
    const { data } = await again.from('briefs').select('title');
    expect(data).toEqual([{ title: 'Kept' }]);
    expect(second.inbox.messages()[0]?.to).toBe(member.email);
    await expect(signedInClient(second, 'boss@example.test', 'boss-password')).resolves.toBeTruthy();
  } finally {
    await second.close();
  }
});
