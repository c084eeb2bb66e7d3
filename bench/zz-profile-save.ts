import { randomUUID } from 'node:crypto';
import { createMember, signedInClient, startTestStack } from '../tests/support/stack.ts';
const TRIGGERS = [
  'briefs_after_update_history',
  'briefs_after_change_history',
  'briefs_before_update_of_files',
  'briefs_signal_insert',
  'briefs_signal_update',
  'briefs_signal_delete',
];
const stack = await startTestStack({ engine: 'postgres', authLimits: {} });
const member = await createMember(stack, { email: 'bench@example.test', password: 'bench-password' });
const client = await signedInClient(stack, member.email, member.password);
const ids = Array.from({ length: 50 }, () => randomUUID());
for (const id of ids)
  await client.from('briefs').insert({ id, user_id: member.id, title: 'Bench', company: 'Acme' });
for (const t of TRIGGERS)
  await stack.db.query(`alter table public.briefs disable trigger ${t}`).catch(() => {});
let n = 0;
let done = 0;
const end = Date.now() + Number(process.env.SECS ?? 6) * 1000;
const t0 = Date.now();
const cpu = process.cpuUsage();
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (Date.now() < end) {
      n++;
      const { error } = await client
        .from('briefs')
        .upsert(
          {
            id: ids[n % 50],
            user_id: member.id,
            title: `Bench ${n}`,
            company: 'Acme',
            key_messages: ['a', 'b'],
          },
          { onConflict: 'id' },
        );
      if (error) throw new Error(error.message);
      done++;
    }
  }),
);
const u = process.cpuUsage(cpu);
console.log(
  'saves/s',
  ((done * 1000) / (Date.now() - t0)).toFixed(0),
  'cpu ms/save',
  ((u.user + u.system) / 1000 / done).toFixed(2),
);
await stack.close();
