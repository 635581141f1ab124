import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.js';
import { linkIn, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const FORGOT_MESSAGE = 'If an account exists for that email, we have sent a reset link.';
const BAD_TOKEN = {
  message: 'This sign-in link has expired or was already used',
  field: 'token',
};
const BAD_CODE = { message: 'This reset link has expired or was already used', field: 'code' };

describe('one-time sign-in links and password reset', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  async function signupAndGetToken() {
    const { email, password, response } = await t.client().signup();
    assert.equal(response.status, 201);
    const [welcome] = await t.client().mailbox(email);
    const token = linkIn(welcome, `${t.config.publicUrl}/?token=`).searchParams.get('token');
    assert.ok(token);
    return { email, password, token, userId: String(response.body.id) };
  }

  async function forgot(email: string) {
    const res = await t.client().post('/api/auth/forgot-password', { email });
    assert.equal(res.status, 202);
    assert.deepEqual(res.body, { message: FORGOT_MESSAGE });
    const [latest] = await t.client().mailbox(email);
    const code = latest && linkIn(latest, `${t.config.publicUrl}/reset-password?code=`);
    return code?.searchParams.get('code') ?? '';
  }

  it('POST /api/auth/token exchanges the sign-in link once for a session', async () => {
    const { email, token } = await signupAndGetToken();
    const client = t.client();
    const res = await client.post('/api/auth/token', { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.email, email);
    assert.ok(client.cookies.get(SESSION_COOKIE));
    assert.equal((await client.get('/api/auth/user')).body.email, email);

    const again = await t.client().post('/api/auth/token', { token });
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, BAD_TOKEN);
    assert.equal(again.setCookies.length, 0);
  });

  it('refuses an unknown or expired sign-in token', async () => {
    const unknown = await t.client().post('/api/auth/token', { token: 'no-such-token' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, BAD_TOKEN);

    const { token, userId } = await signupAndGetToken();
    await t.db.query(
      `UPDATE sign_in_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [userId],
    );
    const expired = await t.client().post('/api/auth/token', { token });
    assert.deepEqual(expired.body, BAD_TOKEN);

    const missing = await t.client().post('/api/auth/token', {});
    assert.deepEqual(missing.body, { message: 'Token is required', field: 'token' });
  });

  it('forgot-password answers 202 alike for known and unknown e-mails; mails only the known', async () => {
    const { email } = await t.client().signup();
    const code = await forgot(email.toUpperCase());
    assert.ok(code.length >= 40, 'the known account gets a reset link');
    const emails = await t.client().mailbox(email);
    assert.equal(emails.length, 2, 'welcome + reset');
    assert.match(emails[0].subject, /Reset your HospoHire password/);

    const stranger = uniqueEmail('stranger');
    assert.equal(await forgot(stranger), '');
    assert.deepEqual(await t.client().mailbox(stranger), []);

    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT p.code_hash FROM password_reset_codes p JOIN users u ON u.id = p.user_id WHERE u.email = $1',
      [email],
    );
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0].code_hash, code, 'the code is stored hashed');
  });

  it("the reset link carries a same-site next (the page to come back to), never another site's", async () => {
    const { email } = await t.client().signup();
    const resetLinkFor = async (next: unknown) => {
      const res = await t.client().post('/api/auth/forgot-password', { email, next });
      assert.equal(res.status, 202);
      const [latest] = await t.client().mailbox(email);
      return linkIn(latest, `${t.config.publicUrl}/reset-password?code=`).searchParams;
    };
    const kept = await resetLinkFor('/applications/app-7?tab=notes');
    assert.equal(kept.get('next'), '/applications/app-7?tab=notes');
    assert.ok(kept.get('code'));
    for (const offSite of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const dropped = await resetLinkFor(offSite);
      assert.equal(dropped.get('next'), null, offSite);
      assert.ok(dropped.get('code'));
    }

    const tooLong = await t.client().post('/api/auth/forgot-password', {
      email,
      next: `/${'a'.repeat(2000)}`,
    });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.field, 'next');
  });

  it('reset-password works once, sets the password and ends every session', async () => {
    const { email, password } = await signupAndGetToken();
    const browserA = t.client();
    const browserB = t.client();
    assert.equal((await browserA.post('/api/auth/login', { email, password })).status, 200);
    assert.equal((await browserB.post('/api/auth/login', { email, password })).status, 200);

    const code = await forgot(email);
    const newPassword = 'new-shift-2024';
    const res = await browserA.post('/api/auth/reset-password', { code, password: newPassword });
    assert.equal(res.status, 204);
    assert.equal(res.text, '');

    assert.equal((await browserA.get('/api/auth/user')).status, 401);
    assert.equal((await browserB.get('/api/auth/user')).status, 401);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    assert.equal(rows[0].n, 0);

    const oldLogin = await t.client().post('/api/auth/login', { email, password });
    assert.equal(oldLogin.status, 401);
    const newLogin = await t.client().post('/api/auth/login', { email, password: newPassword });
    assert.equal(newLogin.status, 200);

    const reused = await t.client().post('/api/auth/reset-password', {
      code,
      password: 'another-one-3',
    });
    assert.equal(reused.status, 400);
    assert.deepEqual(reused.body, BAD_CODE);
  });

  it('refuses an expired or unknown reset code, and a weak new password', async () => {
    const { email, userId } = await signupAndGetToken();
    const code = await forgot(email);

    const weak = await t.client().post('/api/auth/reset-password', { code, password: 'weak' });
    assert.equal(weak.status, 400);
    assert.equal(weak.body.field, 'password');

    await t.db.query(
      `UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [userId],
    );
    const expired = await t.client().post('/api/auth/reset-password', {
      code,
      password: 'fresh-start-9',
    });
    assert.equal(expired.status, 400);
    assert.deepEqual(expired.body, BAD_CODE);

    const unknown = await t.client().post('/api/auth/reset-password', {
      code: 'no-such-code',
      password: 'fresh-start-9',
    });
    assert.deepEqual(unknown.body, BAD_CODE);
  });

  it('a new reset code makes no earlier one invalid until one is used; then all are', async () => {
    const { email } = await signupAndGetToken();
    const first = await forgot(email);
    const second = await forgot(email);
    assert.notEqual(first, second);
    const ok = await t.client().post('/api/auth/reset-password', {
      code: second,
      password: 'second-code-5',
    });
    assert.equal(ok.status, 204);
    const stale = await t.client().post('/api/auth/reset-password', {
      code: first,
      password: 'first-code-5',
    });
    assert.deepEqual(stale.body, BAD_CODE);
  });
});
