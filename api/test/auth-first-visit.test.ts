import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './support/test-app.js';

// The candidate dashboard says "Welcome" on the first visit and "Welcome back" after: the API
// tells them apart from the session (started by the sign-up, or by a later sign-in).
describe('firstVisit on the signed-in user', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('is true for the sign-up session, on sign-up and on GET /api/auth/user', async () => {
    const client = t.client();
    const { response } = await client.signup();
    assert.equal(response.status, 201);
    assert.equal(response.body.firstVisit, true);
    const me = await client.get('/api/auth/user');
    assert.equal(me.status, 200);
    assert.equal(me.body.firstVisit, true);
  });

  it('is false for any later session (a sign-in), while the sign-up session stays first', async () => {
    const first = t.client();
    const { email, password } = await first.signup();
    const later = t.client();
    const login = await later.post('/api/auth/login', { email, password });
    assert.equal(login.status, 200);
    assert.equal(login.body.firstVisit, false);
    assert.equal((await later.get('/api/auth/user')).body.firstVisit, false);
    assert.equal((await first.get('/api/auth/user')).body.firstVisit, true);
  });

  it('a seeded or older account signing in is never on its first visit', async () => {
    const { email, password } = await t.client().signup();
    await t.db.query(
      `UPDATE users SET created_at = created_at - interval '1 day' WHERE email = $1`,
      [email],
    );
    const client = t.client();
    await client.post('/api/auth/login', { email, password });
    assert.equal((await client.get('/api/auth/user')).body.firstVisit, false);
  });
});
