// The server's client-link tokens, on their own: the app's entry checks a link's token before asking the
// server about it (features/client-review/early-open.ts), and must not carry the rest of client-links.ts.

/** The server's tokens: 128 random bits as 32 lowercase hex digits. */
const TOKEN = /^[0-9a-f]{32}$/;

export function isClientToken(value: string): boolean {
  return TOKEN.test(value);
}
