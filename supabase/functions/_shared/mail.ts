// The one way the functions send e-mail: an HTTP mail API with a key, Resend-compatible
// (POST {from, to: [address], subject, text, html} with `Authorization: Bearer <key>`). The URL is
// configurable so the local stack can point it at its own inbox.
import type { Env } from './request.ts';

export const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';
export const DEFAULT_MAIL_FROM = 'Briefsmith <onboarding@resend.dev>';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

// Control characters (CR and LF above all) and Unicode line breaks: in a header they could end it and
// start another (a Bcc: of the sender's choosing).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The value on one line, each run of control characters a single space: safe in a mail header. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(/ {2,}/g, ' ').trim();
}

export class MailError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function sendMail(env: Env, mail: Mail): Promise<void> {
  const url = env.MAIL_API_URL || DEFAULT_MAIL_API_URL;
  const key = env.MAIL_API_KEY;
  if (!key) throw new MailError(500, 'The mail API is not configured: MAIL_API_KEY is required');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        // Whatever built the mail, nothing reaches a header with a line break in it.
        from: oneLine(env.MAIL_FROM || DEFAULT_MAIL_FROM),
        to: [oneLine(mail.to)],
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html,
      }),
    });
  } catch (error) {
    throw new MailError(
      502,
      `The mail API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    throw new MailError(
      502,
      `The mail API refused the message (${response.status}): ${await response.text()}`,
    );
  }
}
