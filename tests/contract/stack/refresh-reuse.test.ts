// GoTrue's refresh-token reuse rules (supabase/auth internal/tokens/service.go, RefreshTokenGrant),
// driven by supabase-js and raw fetch. Two tabs refreshing at once, or a tab closed before it stored
// the answer, must not sign the user out; a token replayed after it was rotated past and its reuse
// interval ran out is `refresh_token_already_used` and costs the whole session its refresh tokens.
// The interval is supabase/config.toml's; it runs out on the stack's clock, which the tests move on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL } from '../../../supabase/local/auth/config.ts';
import {
  anonClient,
  availableEngines,
  createMember,
  startTestStack,
  testClock,
  type Stack,
} from '../../support/stack.ts';

interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; code?: string; user?: { id: string } };
}

async function signIn(s: Stack): Promise<{ refreshToken: string; sessionId: string; userId: string }> {
  const { data, error } = await anonClient(s).auth.signInWithPassword({
    email: 'tab@example.test',
    password: 'tab-password',
  });
  expect(error).toBeNull();
  const accessToken = data.session?.access_token ?? '';
  return {
    refreshToken: data.session?.refresh_token ?? '',
    sessionId: sessionIdOf(accessToken),
    userId: data.user?.id ?? '',
  };
}

/** POST /auth/v1/token?grant_type=refresh_token, as auth-js sends it. */
async function refresh(s: Stack, refreshToken: string): Promise<TokenAnswer> {
  const response = await fetch(`${s.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: s.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
}

/** Refreshes and expects success; returns the new refresh token. */
async function rotate(s: Stack, refreshToken: string): Promise<string> {
  const answer = await refresh(s, refreshToken);
  expect(answer.status).toBe(200);
  return answer.body.refresh_token ?? '';
}

function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { session_id: string }).session_id;
}

/** Whether /auth/v1/user accepts the access token (the session it names still exists). */
async function userOf(s: Stack, accessToken: string): Promise<string | undefined> {
  const response = await fetch(`${s.url}/auth/v1/user`, {
    headers: { apikey: s.anonKey, authorization: `Bearer ${accessToken}` },
  });
  return response.ok ? ((await response.json()) as { id: string }).id : undefined;
}

describe.each(availableEngines())('on %s', (engine) => {
  let stack: Stack;
  const clock = testClock();
  /** The reuse interval passes on the stack's clock (a second past it). */
  const passReuseInterval = () => clock.advance((DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL + 1) * 1000);
  beforeAll(async () => {
    stack = await startTestStack({
      engine,
      refreshTokenReuseInterval: DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL,
      clock: clock.now,
    });
    await createMember(stack, { email: 'tab@example.test', password: 'tab-password' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('inside the reuse window', () => {
    it('two tabs refreshing the same token at once both stay signed in, on one session', async () => {
      const signedIn = await signIn(stack);
      const [a, b] = await Promise.all([
        refresh(stack, signedIn.refreshToken),
        refresh(stack, signedIn.refreshToken),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // The later one is answered with the token the earlier one minted, not a fork of the session.
      expect(a.body.refresh_token).toBe(b.body.refresh_token);
      for (const answer of [a, b]) {
        expect(answer.body.user?.id).toBe(signedIn.userId);
        expect(sessionIdOf(answer.body.access_token ?? '')).toBe(signedIn.sessionId);
        expect(await userOf(stack, answer.body.access_token ?? '')).toBe(signedIn.userId);
      }
      expect((await refresh(stack, a.body.refresh_token ?? '')).status).toBe(200);
    });

    it('a tab that lost the answer gets the active token back with supabase-js', async () => {
      const signedIn = await signIn(stack);
      const active = await rotate(stack, signedIn.refreshToken); // answer lost (tab closed mid-refresh)
      const { data, error } = await anonClient(stack).auth.refreshSession({
        refresh_token: signedIn.refreshToken,
      });
      expect(error).toBeNull();
      expect(data.session?.refresh_token).toBe(active);
      expect(data.user?.id).toBe(signedIn.userId);
      expect(sessionIdOf(data.session?.access_token ?? '')).toBe(signedIn.sessionId);
      expect(await userOf(stack, data.session?.access_token ?? '')).toBe(signedIn.userId);
    });

    it('a token rotated past twice still works within the interval, on the same session', async () => {
      const signedIn = await signIn(stack);
      const second = await rotate(stack, signedIn.refreshToken);
      const third = await rotate(stack, second);
      const { data, error } = await anonClient(stack).auth.refreshSession({
        refresh_token: signedIn.refreshToken,
      });
      expect(error).toBeNull();
      expect(data.session?.refresh_token).not.toBe(third);
      expect(sessionIdOf(data.session?.access_token ?? '')).toBe(signedIn.sessionId);
      expect(await userOf(stack, data.session?.access_token ?? '')).toBe(signedIn.userId);
      expect((await refresh(stack, data.session?.refresh_token ?? '')).status).toBe(200);
    });
  });

  describe('after the reuse window', () => {
    it('replaying a token rotated past is refresh_token_already_used and revokes the session family', async () => {
      const signedIn = await signIn(stack);
      const second = await rotate(stack, signedIn.refreshToken);
      const third = await rotate(stack, second);
      passReuseInterval();
      const { error } = await anonClient(stack).auth.refreshSession({
        refresh_token: signedIn.refreshToken,
      });
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('refresh_token_already_used');
      // The thief's replay costs the whole session its refresh tokens, the active one included.
      const active = await refresh(stack, third);
      expect(active.status).toBe(400);
      expect(active.body.code).toBe('refresh_token_already_used');
      const again = await refresh(stack, signedIn.refreshToken);
      expect(again.body.code).toBe('refresh_token_already_used');
    });

    it('other sessions of the same user keep working', async () => {
      const victim = await signIn(stack);
      const bystander = await signIn(stack);
      await rotate(stack, await rotate(stack, victim.refreshToken));
      passReuseInterval();
      expect((await refresh(stack, victim.refreshToken)).status).toBe(400);
      expect((await refresh(stack, bystander.refreshToken)).status).toBe(200);
    });

    it('the parent of the active token is still answered with the active token (GoTrue: lost answer)', async () => {
      const signedIn = await signIn(stack);
      const active = await rotate(stack, signedIn.refreshToken);
      passReuseInterval();
      const answer = await refresh(stack, signedIn.refreshToken);
      expect(answer.status).toBe(200);
      expect(answer.body.refresh_token).toBe(active);
      expect(sessionIdOf(answer.body.access_token ?? '')).toBe(signedIn.sessionId);
    });
  });
});
