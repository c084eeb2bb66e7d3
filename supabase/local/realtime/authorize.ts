// Private-channel authorisation as hosted Realtime does it (lib/realtime/tenants/authorization.ex): in a
// transaction that is always rolled back, a probe message for the topic is written, then read back as
// the subscriber (their JWT claims, their role, `realtime.topic` set) — the select policies on
// realtime.messages decide whether they may receive the topic's broadcasts.
import type { Database } from '../db/database.ts';
import type { Claims } from '../jwt.ts';

class Rollback extends Error {}

export async function canReadTopic(db: Database, claims: Claims, topic: string): Promise<boolean> {
  const role = claims.role === 'authenticated' || claims.role === 'service_role' ? claims.role : 'anon';
  let allowed = false;
  try {
    await db.transaction(async (tx) => {
      const probe = await tx.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, event, private) values ($1, 'broadcast', 'probe', true)
         returning id`,
        [topic],
      );
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('realtime.topic', $2, true),
                set_config('role', $3, true)`,
        [JSON.stringify(claims), topic, role],
      );
      const seen = await tx.query('select 1 from realtime.messages where id = $1', [probe.rows[0]!.id]);
      allowed = seen.rows.length > 0;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return allowed;
}
