import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { daysFromToday } from 'shared-kernel/rules';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });

/** A start date within a year (shared-kernel/rules INPUT_WINDOWS). */
const START_DATE = daysFromToday(30);

const offer = (fields: Record<string, unknown> = {}) => ({
  salaryAmount: 14.5,
  salaryType: 'hourly',
  startDate: START_DATE,
  expiresAt: inDays(7),
  message: 'We would love to have you.',
  ...fields,
});

async function setup(status = 'interviewed') {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Olly');
  const application = await insertApplication(app.db, base.job.id, candidate.userId, status);
  return { ...base, candidate, applicationId: application.id };
}

async function notesOf(userId: string) {
  const { rows } = await app.db.query<{ type: string; href: string }>(
    'SELECT type, href FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

async function applicationStatus(id: string) {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM applications WHERE id = $1',
    [id],
  );
  return rows[0].status;
}

describe('POST /api/applications/:id/offers', () => {
  test('makes an offer: offered, the candidate told', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const response = await recruiter.client.post(
      `/api/applications/${applicationId}/offers`,
      offer(),
    );
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.status, 'pending');
    assert.equal(response.body.salaryAmount, 14.5);
    assert.equal(response.body.salaryType, 'hourly');
    assert.equal(response.body.startDate, START_DATE);
    assert.equal(await applicationStatus(applicationId), 'offered');
    assert.deepEqual(await notesOf(candidate.userId), [
      { type: 'offer.created', href: '/job-offers' },
    ]);
    const { rows } = await app.db.query<{ salary_amount_pence: number }>(
      'SELECT salary_amount_pence FROM offers WHERE id = $1',
      [response.body.id],
    );
    assert.equal(rows[0].salary_amount_pence, 1450);
    const again = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    assert.equal(again.status, 409);
  });

  test('a closed application: 409', async () => {
    const { recruiter, applicationId } = await setup('rejected');
    const response = await recruiter.client.post(
      `/api/applications/${applicationId}/offers`,
      offer(),
    );
    assert.equal(response.status, 409);
  });

  test('bad input, 401, 403, 404', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const path = `/api/applications/${applicationId}/offers`;
    const cases: [Record<string, unknown>, string][] = [
      [offer({ salaryAmount: 0 }), 'salaryAmount'],
      [offer({ salaryAmount: '14' }), 'salaryAmount'],
      [offer({ salaryAmount: 1500 }), 'salaryAmount'],
      [offer({ salaryType: 'weekly' }), 'salaryType'],
      [offer({ startDate: 'soon' }), 'startDate'],
      [offer({ expiresAt: inDays(-1) }), 'expiresAt'],
      [offer({ bonus: 5 }), 'bonus'],
    ];
    for (const [json, field] of cases) {
      const response = await recruiter.client.post(path, json);
      assert.equal(response.status, 400, JSON.stringify(json));
      assert.equal(response.body.field, field, JSON.stringify(response.body));
    }
    assert.equal((await app.client().post(path, offer())).status, 401);
    assert.equal((await candidate.client.post(path, offer())).status, 403);
    assert.equal((await stranger.client.post(path, offer())).status, 404);
  });
});

describe('answering an offer', () => {
  test('accept: accepted, the company told', async () => {
    const { recruiter, candidate, applicationId, job } = await setup();
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    const id = String(made.body.id);
    const other = await signedIn(app, 'candidate');
    assert.equal((await bodiless(other.client, `/api/offers/${id}/accept`)).status, 404);
    assert.equal((await bodiless(recruiter.client, `/api/offers/${id}/accept`)).status, 403);
    assert.equal((await bodiless(app.client(), `/api/offers/${id}/accept`)).status, 401);
    const response = await bodiless(candidate.client, `/api/offers/${id}/accept`);
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.status, 'accepted');
    assert.equal(await applicationStatus(applicationId), 'accepted');
    assert.deepEqual(await notesOf(recruiter.userId), [
      { type: 'offer.accepted', href: `/job-applications/${job.id}` },
    ]);
    assert.equal((await bodiless(candidate.client, `/api/offers/${id}/decline`)).status, 409);
    const detail = await candidate.client.get(`/api/applications/${applicationId}`);
    assert.equal((detail.body.offer as { status: string }).status, 'accepted');
  });

  test('decline: declined, the company told', async () => {
    const { recruiter, candidate, applicationId } = await setup('reviewed');
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    const response = await candidate.client.post(`/api/offers/${String(made.body.id)}/decline`, {});
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.status, 'declined');
    assert.equal(await applicationStatus(applicationId), 'declined');
    assert.deepEqual(
      (await notesOf(recruiter.userId)).map((n) => n.type),
      ['offer.declined'],
    );
    const extra = await candidate.client.post(`/api/offers/${String(made.body.id)}/decline`, {
      why: 'x',
    });
    assert.equal(extra.status, 400);
  });

  test('an expired offer cannot be accepted', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    const id = String(made.body.id);
    await app.db.query(`UPDATE offers SET expires_at = now() - interval '1 hour' WHERE id = $1`, [
      id,
    ]);
    const response = await bodiless(candidate.client, `/api/offers/${id}/accept`);
    assert.equal(response.status, 409);
    assert.equal(response.body.message, 'This offer has expired');
    // Expired (issue 13): back to the stage before the offer, both sides told.
    assert.equal(await applicationStatus(applicationId), 'interviewed');
    assert.deepEqual(
      (await notesOf(candidate.userId)).map((n) => n.type),
      ['offer.created', 'offer.expired'],
    );
    const listed = await candidate.client.get('/api/offers');
    assert.equal((listed.body.items as { status: string }[])[0].status, 'expired');
    // The recruiter may make a new one.
    const fresh = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    assert.equal(fresh.status, 201, fresh.text);
  });
});

describe('GET /api/offers', () => {
  test('the candidate sees their own, the recruiter their company’s', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const other = await signedIn(app, 'candidate');
    await recruiter.client.post(
      `/api/applications/${applicationId}/offers`,
      offer({ salaryType: 'yearly', salaryAmount: 32000 }),
    );
    for (const client of [candidate.client, recruiter.client]) {
      const response = await client.get('/api/offers');
      assert.equal(response.status, 200);
      assert.equal(response.body.total, 1);
      const [item] = response.body.items as Record<string, unknown>[];
      assert.equal(item.salaryAmount, 32000);
      assert.equal(item.salaryType, 'yearly');
    }
    assert.equal((await other.client.get('/api/offers')).body.total, 0);
    assert.equal((await stranger.client.get('/api/offers')).body.total, 0);
    assert.equal((await candidate.client.get('/api/offers?pageSize=51')).body.field, 'pageSize');
    assert.equal((await app.client().get('/api/offers')).status, 401);
  });
});
