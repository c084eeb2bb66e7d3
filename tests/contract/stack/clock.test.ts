// The local GoTrue keeps time on the stack's clock (startStack({ clock })), with GoTrue's rules: an
// access token is issued at the clock's time and expires on it, a session ages on it (secure password
// change asks for the e-mailed nonce after 24 hours), and e-mailed links and nonces run out on it after
// `otp_expiry`. Each test moves the clock on instead of waiting, and checks what a member sees then.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  createMember,
  GENEROUS_AUTH_LIMITS,
  serviceClient,
  signedInClient,
  startTestStack,
  testClock,
  type Stack,
} from '../../support/stack.ts';

/** supabase/config.toml's `[auth.email] otp_expiry` and `[auth] jwt_expiry`, set here explicitly. */
const CODE_LIFETIME_S = 3600;
const TOKEN_LIFETIME_S = 3600;
const HOUR_MS = 3_600_000;

const codeIn = (text: string) => /code: (\d{6})/.exec(text)?.[1] ?? '';

describe("the local GoTrue on the stack's clock", () => {
  const clock = testClock();
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({
      clock: clock.now,
      jwtExpiry: TOKEN_LIFETIME_S,
      authLimits: { ...GENEROUS_AUTH_LIMITS, otpExpiry: CODE_LIFETIME_S, securePasswordChange: true },
    });
  });
  afterAll(() => stack?.close());

  let members = 0;
  const member = () => {
    members += 1;
    return createMember(stack, { email: `clock${members}@example.test`, password: 'old-password' });
  };
  /** The code of the newest mail to `email` (the inbox lists the newest first). */
  const lastCodeTo = (email: string) =>
    codeIn(stack.inbox.messages().find((m) => m.to === email)?.text ?? '');
  const userAnswer = async (accessToken: string) => {
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${accessToken}` },
    });
    return [response.status, ((await response.json()) as { code?: string }).code];
  };

  it('issues an access token at the time on its clock, and refuses it once its lifetime has passed there', async () => {
    const ann = await member();
    clock.advance(3 * HOUR_MS);
    const before = Math.floor(clock.now() / 1000);
    const { data, error } = await anonClient(stack).auth.signInWithPassword({
      email: ann.email,
      password: ann.password,
    });
    expect(error).toBeNull();
    const after = Math.floor(clock.now() / 1000);
    const token = data.session!.access_token;
    const { iat, exp } = decodeJwt(token);
    expect(iat).toBeGreaterThanOrEqual(before);
    expect(iat).toBeLessThanOrEqual(after);
    expect(exp).toBe(iat! + TOKEN_LIFETIME_S);
    expect(data.session!.expires_at).toBe(exp);
    expect((await userAnswer(token))[0]).toBe(200);

    clock.advance((TOKEN_LIFETIME_S + 1) * 1000);
    expect(await userAnswer(token)).toEqual([403, 'bad_jwt']);
  });

  it('asks a session older than 24 hours there for the nonce, which runs out after otp_expiry there', async () => {
    const ann = await member();
    const client = await signedInClient(stack, ann.email, ann.password);
    clock.advance(25 * HOUR_MS);
    // A day later the session lives on, on refreshed tokens.
    expect((await client.auth.refreshSession()).error).toBeNull();
    const bare = await client.auth.updateUser({ password: 'new-password', current_password: 'old-password' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const late = lastCodeTo(ann.email);
    clock.advance((CODE_LIFETIME_S + 1) * 1000);
    expect((await client.auth.refreshSession()).error).toBeNull();
    const expired = await client.auth.updateUser({
      password: 'new-password',
      nonce: late,
      current_password: 'old-password',
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const inTime = lastCodeTo(ann.email);
    clock.advance((CODE_LIFETIME_S - 60) * 1000);
    expect((await client.auth.refreshSession()).error).toBeNull();
    const changed = await client.auth.updateUser({
      password: 'new-password',
      nonce: inTime,
      current_password: 'old-password',
    });
    expect(changed.error).toBeNull();
  });

  it('lets an e-mailed link run out after otp_expiry there', async () => {
    const ann = await member();
    const link = async () => {
      const { data, error } = await serviceClient(stack).auth.admin.generateLink({
        type: 'magiclink',
        email: ann.email,
      });
      expect(error).toBeNull();
      return data.properties!.action_link;
    };
    const follow = async (actionLink: string) =>
      new URL((await fetch(actionLink, { redirect: 'manual' })).headers.get('location') ?? '').hash;

    const late = await link();
    clock.advance((CODE_LIFETIME_S + 1) * 1000);
    expect(await follow(late)).toContain('error_code=otp_expired');

    const inTime = await link();
    clock.advance((CODE_LIFETIME_S - 60) * 1000);
    expect(await follow(inTime)).toContain('access_token=');
  });
});
