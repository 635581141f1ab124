import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.js';
import { cookieAttributes, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

describe('sign-in, current user, sign-out and session lifetime', () => {
  let t: TestApp;
  let email: string;
  const password = 'bar-back-42';

  before(async () => {
    t = await startTestApp();
    email = uniqueEmail('login');
    const { response } = await t.client().signup({ email, password });
    assert.equal(response.status, 201);
  });
  after(() => t.close());

  const login = (client = t.client(), body: Record<string, unknown> = { email, password }) =>
    client.post('/api/auth/login', body).then((response) => ({ client, response }));

  it('logs in: 200, the user and a new session id each time', async () => {
    const first = await login();
    assert.equal(first.response.status, 200);
    assert.equal(first.response.body.email, email);
    assert.equal(first.response.body.name, 'Sam Carter');
    const firstId = first.client.cookies.get(SESSION_COOKIE);

    // Logging in again, even from the same browser, gives a new id (no session fixation).
    const second = await login(first.client);
    const secondId = second.client.cookies.get(SESSION_COOKIE);
    assert.ok(firstId && secondId);
    assert.notEqual(firstId, secondId);
    const cookie = second.response.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(cookie);
    assert.equal(cookieAttributes(cookie).httponly, true);
  });

  it('accepts the e-mail in any case', async () => {
    const { response } = await login(t.client(), { email: email.toUpperCase(), password });
    assert.equal(response.status, 200);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401', async () => {
    const wrong = await login(t.client(), { email, password: 'bar-back-43' });
    assert.equal(wrong.response.status, 401);
    assert.deepEqual(wrong.response.body, { message: 'Invalid email or password' });
    assert.equal(wrong.response.setCookies.length, 0);
    const unknown = await login(t.client(), { email: uniqueEmail('ghost'), password });
    assert.equal(unknown.response.status, 401);
    assert.deepEqual(unknown.response.body, { message: 'Invalid email or password' });
  });

  it('validates the login body', async () => {
    const { response } = await login(t.client(), { email });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { message: 'Password is required', field: 'password' });
  });

  it('GET /api/auth/user is 401 without a session and the user with one', async () => {
    const anonymous = await t.client().get('/api/auth/user');
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.body, { message: 'Not signed in' });

    const forged = t.client();
    forged.cookies.set(SESSION_COOKIE, 'made-up-session-id');
    const forgedRes = await forged.get('/api/auth/user');
    assert.equal(forgedRes.status, 401);
    assert.equal(forged.cookies.has(SESSION_COOKIE), false, 'a dead cookie is cleared');

    const { client } = await login();
    const me = await client.get('/api/auth/user');
    assert.equal(me.status, 200);
    assert.equal(me.body.email, email);
  });

  it('GET /api/logout deletes the session, clears the cookie and redirects to /', async () => {
    const { client } = await login();
    const oldId = client.cookies.get(SESSION_COOKIE);
    assert.ok(oldId);
    const res = await client.get('/api/logout');
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/');
    assert.equal(client.cookies.has(SESSION_COOKIE), false);

    // The old cookie, replayed, no longer works.
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, oldId);
    assert.equal((await replay.get('/api/auth/user')).status, 401);

    // Signing out when signed out still redirects.
    const again = await t.client().get('/api/logout');
    assert.equal(again.status, 302);
  });

  it('a HEAD request (a prefetch) does not sign out', async () => {
    const { client } = await login();
    const head = await client.request('HEAD', '/api/logout');
    assert.notEqual(head.status, 302);
    assert.equal((await client.get('/api/auth/user')).status, 200);
  });

  it('other sessions survive one logout', async () => {
    const a = await login();
    const b = await login();
    await a.client.get('/api/logout');
    assert.equal((await b.client.get('/api/auth/user')).status, 200);
  });

  it('a session ends after 7 idle days', async () => {
    const { client, response } = await login();
    await t.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '7 days 1 minute' WHERE user_id = $1`,
      [response.body.id],
    );
    assert.equal((await client.get('/api/auth/user')).status, 401);
  });

  it('a session ends 30 days after sign-in, however active', async () => {
    const { client, response } = await login();
    await t.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [response.body.id],
    );
    assert.equal((await client.get('/api/auth/user')).status, 401);
  });

  it('use refreshes last_seen_at, at most once a minute', async () => {
    const { client, response } = await login();
    const userId = response.body.id;
    const seen = async () =>
      (
        await t.db.query<{ last: Date }>(
          'SELECT max(last_seen_at) AS last FROM sessions WHERE user_id = $1',
          [userId],
        )
      ).rows[0].last.getTime();
    await t.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE user_id = $1`,
      [userId],
    );
    const stale = await seen();
    await client.get('/api/auth/user');
    const refreshed = await seen();
    assert.ok(refreshed > stale + 24 * 3600 * 1000, 'refreshed after two days');
    await client.get('/api/auth/user');
    assert.equal(await seen(), refreshed, 'not rewritten within the minute');
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const response = await t.client().request('POST', '/api/auth/login', {
      json: { email, password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = response.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(cookie);
    assert.equal(cookieAttributes(cookie).secure, true);
  });
});
