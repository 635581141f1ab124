import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pathOf, routes, type MakeOfferBody } from 'shared-kernel/contract';
import { daysFromToday, wageFloor } from 'shared-kernel/rules';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { call } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A start date within a year (shared-kernel/rules INPUT_WINDOWS). */
const START_DATE = daysFromToday(30);

const offer = (fields: Partial<MakeOfferBody> = {}): MakeOfferBody => ({
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
    const params = { id: applicationId };
    const response = await call(recruiter.client, routes.offers.make, { params, body: offer() });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.answer.status, 'pending');
    assert.equal(response.answer.salaryAmount, 14.5);
    assert.equal(response.answer.salaryType, 'hourly');
    assert.equal(response.answer.startDate, START_DATE);
    assert.equal(await applicationStatus(applicationId), 'offered');
    assert.deepEqual(await notesOf(candidate.userId), [
      { type: 'offer.created', href: '/job-offers' },
    ]);
    const { rows } = await app.db.query<{ salary_amount_pence: number }>(
      'SELECT salary_amount_pence FROM offers WHERE id = $1',
      [response.answer.id],
    );
    assert.equal(rows[0].salary_amount_pence, 1450);
    const again = await call(recruiter.client, routes.offers.make, { params, body: offer() });
    assert.equal(again.status, 409);
  });

  test('a closed application: 409', async () => {
    const { recruiter, applicationId } = await setup('rejected');
    const response = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer(),
    });
    assert.equal(response.status, 409);
  });

  test('bad input, 401, 403, 404', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    // Bad input is sent raw: the typed `call` would not let it through.
    const path = pathOf(routes.offers.make.path, { id: applicationId });
    const cases: [Record<string, unknown>, string][] = [
      [offer({ salaryAmount: 0 }), 'salaryAmount'],
      [{ ...offer(), salaryAmount: '14' }, 'salaryAmount'],
      [offer({ salaryAmount: 1500 }), 'salaryAmount'],
      [{ ...offer(), salaryType: 'weekly' }, 'salaryType'],
      [offer({ startDate: 'soon' }), 'startDate'],
      [offer({ expiresAt: inDays(-1) }), 'expiresAt'],
      [{ ...offer(), bonus: 5 }, 'bonus'],
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

describe('an offer and the minimum wage (issue 43)', () => {
  test("pay below the floor for the job's minimum age on the start day is a 400 quoting it", async () => {
    const { recruiter, applicationId, job } = await setup();
    await app.db.query('UPDATE jobs SET minimum_age = 21 WHERE id = $1', [job.id]);
    const floor = wageFloor(21, START_DATE);
    const below = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer({ salaryAmount: floor.hourly - 0.01 }),
    });
    assert.equal(below.status, 400, below.text);
    assert.equal(below.body.field, 'salaryAmount');
    assert.match(String(below.body.message), new RegExp(`£${floor.hourly.toFixed(2)}`));
    const yearly = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer({ salaryType: 'yearly', salaryAmount: Math.floor(floor.yearly) - 1 }),
    });
    assert.equal(yearly.status, 400, yearly.text);
    assert.equal(yearly.body.field, 'salaryAmount');
    const { rows } = await app.db.query('SELECT id FROM offers WHERE application_id = $1', [
      applicationId,
    ]);
    assert.equal(rows.length, 0);
    const at = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer({ salaryAmount: floor.hourly }),
    });
    assert.equal(at.status, 201, at.text);
  });
});

describe('answering an offer', () => {
  test('accept: accepted, the company told', async () => {
    const { recruiter, candidate, applicationId, job } = await setup();
    const made = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer(),
    });
    const params = { id: made.answer.id };
    const other = await signedIn(app, 'candidate');
    assert.equal((await call(other.client, routes.offers.accept, { params })).status, 404);
    assert.equal((await call(recruiter.client, routes.offers.accept, { params })).status, 403);
    assert.equal((await call(app.client(), routes.offers.accept, { params })).status, 401);
    const response = await call(candidate.client, routes.offers.accept, { params });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.answer.status, 'accepted');
    assert.equal(await applicationStatus(applicationId), 'accepted');
    assert.deepEqual(await notesOf(recruiter.userId), [
      { type: 'offer.accepted', href: `/job-applications/${job.id}` },
    ]);
    assert.equal((await call(candidate.client, routes.offers.decline, { params })).status, 409);
    const detail = await call(candidate.client, routes.applications.candidateDetail, {
      params: { id: applicationId },
    });
    assert.equal(detail.answer.offer?.status, 'accepted');
  });

  test('decline: declined, the company told', async () => {
    const { recruiter, candidate, applicationId } = await setup('reviewed');
    const made = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer(),
    });
    const params = { id: made.answer.id };
    const response = await call(candidate.client, routes.offers.decline, { params, body: {} });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.answer.status, 'declined');
    assert.equal(await applicationStatus(applicationId), 'declined');
    assert.deepEqual(
      (await notesOf(recruiter.userId)).map((n) => n.type),
      ['offer.declined'],
    );
    const extra = await candidate.client.post(pathOf(routes.offers.decline.path, params), {
      why: 'x',
    });
    assert.equal(extra.status, 400);
  });

  test('an expired offer cannot be accepted', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const made = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer(),
    });
    const id = made.answer.id;
    await app.db.query(`UPDATE offers SET expires_at = now() - interval '1 hour' WHERE id = $1`, [
      id,
    ]);
    const response = await call(candidate.client, routes.offers.accept, { params: { id } });
    assert.equal(response.status, 409);
    assert.equal(response.body.message, 'This offer has expired');
    // Expired (issue 13): back to the stage before the offer, both sides told.
    assert.equal(await applicationStatus(applicationId), 'interviewed');
    assert.deepEqual(
      (await notesOf(candidate.userId)).map((n) => n.type),
      ['offer.created', 'offer.expired'],
    );
    const listed = await call(candidate.client, routes.offers.list);
    assert.equal(listed.answer.items[0].status, 'expired');
    // The recruiter may make a new one.
    const fresh = await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer(),
    });
    assert.equal(fresh.status, 201, fresh.text);
  });
});

describe('GET /api/offers', () => {
  test('the candidate sees their own, the recruiter their company’s', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const other = await signedIn(app, 'candidate');
    await call(recruiter.client, routes.offers.make, {
      params: { id: applicationId },
      body: offer({ salaryType: 'yearly', salaryAmount: 32000 }),
    });
    for (const client of [candidate.client, recruiter.client]) {
      const response = await call(client, routes.offers.list);
      assert.equal(response.status, 200);
      assert.equal(response.answer.total, 1);
      const [item] = response.answer.items;
      assert.equal(item.salaryAmount, 32000);
      assert.equal(item.salaryType, 'yearly');
    }
    assert.equal((await call(other.client, routes.offers.list)).answer.total, 0);
    assert.equal((await call(stranger.client, routes.offers.list)).answer.total, 0);
    const tooMany = await call(candidate.client, routes.offers.list, { query: { pageSize: 51 } });
    assert.equal(tooMany.status, 400);
    assert.equal((tooMany.body as { field?: string }).field, 'pageSize');
    assert.equal((await call(app.client(), routes.offers.list)).status, 401);
  });
});
