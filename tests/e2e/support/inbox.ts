// Reading the local stack's inbox the way a person reads their mail: wait for the message to arrive,
// then follow the link in it.
import type { E2EEnvironment } from './environment.ts';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function waitForMail(
  env: E2EEnvironment,
  match: { to: string; subject?: RegExp; after?: Date },
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = env.stack.inbox
      .messages()
      .find(
        (mail) =>
          mail.to.toLowerCase().includes(match.to.toLowerCase()) &&
          (!match.subject || match.subject.test(mail.subject)) &&
          (!match.after || new Date(mail.created_at) >= match.after),
      );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${match.to} matching ${match.subject ?? 'anything'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail that leads to `origin` (or any http link). */
export function linkIn(mail: ReceivedMail, origin?: string): string {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) =>
    m[0].replaceAll('&amp;', '&'),
  );
  const link = links.find((l) => !origin || l.startsWith(origin)) ?? links[0];
  if (!link) throw new Error(`No link in the e-mail "${mail.subject}"`);
  return link;
}
