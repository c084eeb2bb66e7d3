// Secure password change over HTTP, with the unmodified supabase-js, as hosted GoTrue answers it with
// `secure_password_change` and "Require current password when updating" on (supabase/auth
// internal/api/user.go UserUpdate): a bearer token alone never changes the password. The current
// password is needed (400 current_password_required / current_password_invalid) except in the session a
// recovery link gives; a session older than 24 hours also needs the e-mailed reauthentication nonce
// (400 reauthentication_needed). A new password equal to the old is 422 same_password. A change ends
// the member's other sessions and voids links e-mailed before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  createMember,
  serviceClient,
  signedInClient,
  startTestStack,
  type Member,
  type Stack,
} from '../../support/stack.ts';

const codeIn = (text: string) => /code: (\d{6})/.exec(text)?.[1] ?? '';

describe('changing a password needs the current password or a recovery link', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  let members = 0;
  const member = () => {
    members += 1;
    return createMember(stack, { email: `member${members}@example.test`, password: 'old-password' });
  };
  const canSignIn = async (who: Member, password: string) =>
    !(await anonClient(stack).auth.signInWithPassword({ email: who.email, password })).error;

  it('refuses a bearer token alone, even from a fresh sign-in: 400 current_password_required', async () => {
    const ann = await member();
    const client = await signedInClient(stack, ann.email, ann.password);
    const { error } = await client.auth.updateUser({ password: 'stolen-token-password' });
    expect(error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect(await canSignIn(ann, 'old-password')).toBe(true);
  });

  it('refuses a wrong current password: 400 current_password_invalid', async () => {
    const ann = await member();
    const client = await signedInClient(stack, ann.email, ann.password);
    const { error } = await client.auth.updateUser({ password: 'new-password', current_password: 'guess' });
    expect(error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    expect(await canSignIn(ann, 'old-password')).toBe(true);
  });

  it('refuses the same password again: 422 same_password', async () => {
    const ann = await member();
    const client = await signedInClient(stack, ann.email, ann.password);
    const { error } = await client.auth.updateUser({
      password: 'old-password',
      current_password: 'old-password',
    });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('changes it with the current password; the other sessions of the member end, this one stays', async () => {
    const ann = await member();
    const laptop = await signedInClient(stack, ann.email, ann.password);
    const phone = await signedInClient(stack, ann.email, ann.password);
    const { error } = await laptop.auth.updateUser({
      password: 'new-password',
      current_password: 'old-password',
    });
    expect(error).toBeNull();
    expect(await canSignIn(ann, 'new-password')).toBe(true);
    expect(await canSignIn(ann, 'old-password')).toBe(false);
    expect((await laptop.auth.getUser()).error).toBeNull();
    const phoneSession = (await phone.auth.getSession()).data.session!;
    const asked = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${phoneSession.access_token}` },
    });
    expect([asked.status, ((await asked.json()) as { code: string }).code]).toEqual([
      403,
      'session_not_found',
    ]);
    const refreshed = await anonClient(stack).auth.refreshSession({
      refresh_token: phoneSession.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();
  });

  it('from a session older than 24 hours needs the nonce too, then the current password', async () => {
    const ann = await member();
    const client = await signedInClient(stack, ann.email, ann.password);
    await stack.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
      [ann.id],
    );
    const bare = await client.auth.updateUser({ password: 'new-password', current_password: 'old-password' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn(stack.inbox.messages().find((m) => m.to === ann.email)!.text);
    const withoutCurrent = await client.auth.updateUser({ password: 'new-password', nonce });
    expect(withoutCurrent.error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const fresh = codeIn(stack.inbox.messages().find((m) => m.to === ann.email)!.text);
    const both = await client.auth.updateUser({
      password: 'new-password',
      nonce: fresh,
      current_password: 'old-password',
    });
    expect(both.error).toBeNull();
    expect(await canSignIn(ann, 'new-password')).toBe(true);
  });

  it('a recovery link signs in a session that sets a new password without the current one', async () => {
    const ann = await member();
    const link = await serviceClient(stack).auth.admin.generateLink({ type: 'recovery', email: ann.email });
    const client = anonClient(stack);
    const verified = await client.auth.verifyOtp({
      type: 'recovery',
      token_hash: link.data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(await canSignIn(ann, 'recovered-password')).toBe(true);
  });

  it('voids a recovery link e-mailed before the change', async () => {
    const ann = await member();
    const link = await serviceClient(stack).auth.admin.generateLink({ type: 'recovery', email: ann.email });
    const client = await signedInClient(stack, ann.email, ann.password);
    expect(
      (await client.auth.updateUser({ password: 'new-password', current_password: 'old-password' })).error,
    ).toBeNull();
    const late = await anonClient(stack).auth.verifyOtp({
      type: 'recovery',
      token_hash: link.data.properties!.hashed_token,
    });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
