import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { ACCOUNT_OWNER_MESSAGE, WRONG_PASSWORD_MESSAGE } from 'shared-kernel/contract';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { joinCompany } from './support/team.js';
import { ALLOWED_ORIGIN, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const PASSWORD = 'correct-horse-1';

const deleteMe = (client: TestClient, password: string) =>
  client.request('DELETE', '/api/me', { json: { password } });

/** The close code of a live socket opened with the client's cookie (after it opened). */
async function openSocket(t: TestApp, client: TestClient) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/ws/notifications`, {
    headers: { cookie },
    origin: ALLOWED_ORIGIN,
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return { ws, closed };
}

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);

describe('DELETE /api/me', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('a wrong password is 400 naming password, and nothing is deleted', async () => {
    const me = await signedIn(t, 'candidate');
    const res = await deleteMe(me.client, 'not-my-password-1');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: WRONG_PASSWORD_MESSAGE, field: 'password' });
    assert.equal((await me.client.get('/api/auth/user')).status, 200);
    const missing = await me.client.request('DELETE', '/api/me', { json: {} });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'password');
    assert.equal(
      (await t.client().request('DELETE', '/api/me', { json: { password: 'x' } })).status,
      401,
    );
  });

  it('a candidate: 204, every session and socket ends, sign-in is 401, the e-mail is free', async () => {
    const { recruiter, job } = await recruiterWithJob(t);
    const me = await signedIn(t, 'candidate', 'Dora');
    const second = t.client();
    assert.equal(
      (await second.post('/api/auth/login', { email: me.email, password: PASSWORD })).status,
      200,
    );
    await t.db.query(`INSERT INTO candidate_profiles (user_id, bio) VALUES ($1, 'My bio')`, [
      me.userId,
    ]);
    await t.db.query(
      `INSERT INTO job_alerts (candidate_id, name, criteria) VALUES ($1, 'A', '{}')`,
      [me.userId],
    );
    await t.db.query('INSERT INTO saved_jobs (candidate_id, job_id) VALUES ($1, $2)', [
      me.userId,
      job.id,
    ]);
    const application = await insertApplication(t.db, job.id, me.userId, 'reviewed');
    const socket = await openSocket(t, second);

    const res = await deleteMe(me.client, PASSWORD);
    assert.equal(res.status, 204, res.text);
    assert.equal(await within(socket.closed), 4401, 'the other session’s socket closes with 4401');
    assert.equal((await me.client.get('/api/auth/user')).status, 401);
    assert.equal((await second.get('/api/auth/user')).status, 401);
    const login = await t.client().post('/api/auth/login', { email: me.email, password: PASSWORD });
    assert.equal(login.status, 401);

    // Personal data erased.
    for (const [table, column] of [
      ['candidate_profiles', 'user_id'],
      ['job_alerts', 'candidate_id'],
      ['saved_jobs', 'candidate_id'],
      ['sessions', 'user_id'],
    ]) {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        [me.userId],
      );
      assert.equal(rows[0].n, 0, `${table} erased`);
    }
    const { rows: users } = await t.db.query<{ email: string; first_name: string }>(
      'SELECT email, first_name FROM users WHERE id = $1',
      [me.userId],
    );
    assert.notEqual(users[0].email, me.email);

    // The company still sees the application, as "Former candidate", without the cover letter.
    const list = await recruiter.client.get(`/api/jobs/${job.id}/applications`);
    assert.equal(list.status, 200, list.text);
    const items = list.body.items as {
      id: string;
      status: string;
      coverLetter: string | null;
      candidate: { name: string };
    }[];
    const row = items.find((item) => item.id === application.id);
    assert.ok(row, 'the anonymised application is still listed');
    assert.equal(row.candidate.name, 'Former candidate');
    assert.equal(row.status, 'reviewed');
    assert.equal(row.coverLetter, null);

    // The e-mail can sign up anew.
    const again = await t.client().signup({ email: me.email });
    assert.equal(again.response.status, 201, again.response.text);
  });

  it('a company owner gets 409 until they hand the company over; then they can go', async () => {
    const { recruiter: owner } = await recruiterWithJob(t);
    const refused = await deleteMe(owner.client, PASSWORD);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, ACCOUNT_OWNER_MESSAGE);

    const colleague = await signedIn(t, 'recruiter', 'Cole');
    await joinCompany(t, owner.client, colleague, 'recruiter');

    // Only the owner hands over, and only to a member.
    const notOwner = await colleague.client.post('/api/companies/mine/owner', {
      userId: owner.userId,
    });
    assert.equal(notOwner.status, 403);
    const stranger = await signedIn(t, 'recruiter');
    const notMember = await owner.client.post('/api/companies/mine/owner', {
      userId: stranger.userId,
    });
    assert.equal(notMember.status, 404);

    const handed = await owner.client.post('/api/companies/mine/owner', {
      userId: colleague.userId,
    });
    assert.equal(handed.status, 200, handed.text);
    assert.equal(handed.body.ownerId, colleague.userId);
    assert.equal(
      ((await colleague.client.get('/api/me/account')).body.company as { role: string }).role,
      'owner',
    );
    assert.equal(
      ((await owner.client.get('/api/me/account')).body.company as { role: string }).role,
      'admin',
    );

    const gone = await deleteMe(owner.client, PASSWORD);
    assert.equal(gone.status, 204, gone.text);
  });

  it('a recruiter member: membership ends, their messages stay as "Former member"', async () => {
    const { recruiter: owner, company, job } = await recruiterWithJob(t);
    const member = await signedIn(t, 'recruiter', 'Mo');
    await joinCompany(t, owner.client, member, 'recruiter');
    const cand = await signedIn(t, 'candidate', 'Cy');
    await insertApplication(t.db, job.id, cand.userId);
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO conversations (company_id, candidate_id) VALUES ($1, $2) RETURNING id`,
      [company.id, cand.userId],
    );
    await t.db.query(
      'INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3)',
      [rows[0].id, member.userId, 'Hello from Mo'],
    );

    assert.equal((await deleteMe(member.client, PASSWORD)).status, 204);
    const { rows: members } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM company_members WHERE user_id = $1',
      [member.userId],
    );
    assert.equal(members[0].n, 0);
    const { rows: messages } = await t.db.query<{ name: string }>(
      `SELECT u.first_name || ' ' || u.last_name AS name
       FROM messages m JOIN users u ON u.id = m.sender_id WHERE m.body = 'Hello from Mo'`,
    );
    assert.deepEqual(messages, [{ name: 'Former member' }]);
    const team = await owner.client.get('/api/companies/mine/members');
    assert.equal(team.status, 200, team.text);
    assert.ok(!team.text.includes(member.email));
  });
});
