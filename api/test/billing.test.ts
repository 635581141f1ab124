import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';

describe('billing', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  async function recruiterCompany() {
    const recruiter = await signedIn(app, 'recruiter', 'Rita');
    const company = await insertCompany(app.db, recruiter.userId);
    const venue = await insertVenue(app.db, company.id, { city: 'Leeds', venueType: 'bar' });
    return { recruiter, company, venue };
  }

  test('plans: one list, prices in pounds', async () => {
    const res = await app.client().get('/api/billing/plans');
    assert.equal(res.status, 200);
    assert.deepEqual(
      (res.body.items as { id: string; openJobsLimit: number | null; monthlyPrice: number }[]).map(
        (p) => [p.id, p.openJobsLimit, p.monthlyPrice],
      ),
      [
        ['free', 3, 0],
        ['growth', 15, 49],
        ['scale', null, 149],
      ],
    );
  });

  test('a company without a subscription is on free; test-mode checkout upgrades it', async () => {
    const { recruiter, company, venue } = await recruiterCompany();
    await insertJob(app.db, company.id, venue.id);
    const c = recruiter.client;
    const sub = await c.get('/api/billing/subscription');
    assert.equal(sub.status, 200, sub.text);
    assert.equal(sub.body.plan, 'free');
    assert.equal(sub.body.openJobsLimit, 3);
    assert.equal(sub.body.openJobs, 1);

    assert.equal((await c.post('/api/billing/checkout', { plan: 'free' })).status, 400);
    assert.equal((await c.post('/api/billing/checkout', { plan: 'growth', x: 1 })).status, 400);
    const checkout = await c.post('/api/billing/checkout', { plan: 'growth' });
    assert.equal(checkout.status, 201, checkout.text);
    assert.equal(checkout.body.testMode, true);
    assert.equal(checkout.body.amount, 49);
    assert.equal(checkout.body.currency, 'GBP');
    assert.equal(checkout.body.status, 'open');
    const id = String(checkout.body.id);
    assert.equal(checkout.body.checkoutUrl, `/billing/success?session=${id}`);
    const { rows } = await app.db.query<{ amount_pence: number; provider: string }>(
      'SELECT amount_pence, provider FROM checkout_sessions WHERE id = $1',
      [id],
    );
    assert.deepEqual(rows[0], { amount_pence: 4900, provider: 'test' });

    // Someone else's checkout: 404.
    const other = await recruiterCompany();
    assert.equal(
      (await other.recruiter.client.post(`/api/billing/checkout/${id}/complete`)).status,
      404,
    );

    const done = await c.post(`/api/billing/checkout/${id}/complete`);
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.plan, 'growth');
    assert.equal(done.body.status, 'active');
    assert.equal(done.body.openJobsLimit, 15);
    const end = new Date(String(done.body.currentPeriodEnd)).getTime();
    const days = (end - Date.now()) / 86_400_000;
    assert.ok(days > 27 && days < 32, `period end in ${days} days`);
    assert.equal((await c.post(`/api/billing/checkout/${id}/complete`)).status, 409);
    assert.equal((await c.post('/api/billing/checkout', { plan: 'growth' })).status, 409);

    const cancelled = await c.post('/api/billing/cancel');
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.cancelAtPeriodEnd, true);
    assert.equal(cancelled.body.plan, 'growth');
    assert.equal((await other.recruiter.client.post('/api/billing/cancel')).status, 409);
  });

  test('who may call', async () => {
    assert.equal((await app.client().get('/api/billing/subscription')).status, 401);
    const candidate = await signedIn(app, 'candidate');
    assert.equal((await candidate.client.get('/api/billing/subscription')).status, 403);
    assert.equal(
      (await candidate.client.post('/api/billing/checkout', { plan: 'scale' })).status,
      403,
    );
    const lone = await signedIn(app, 'recruiter');
    assert.equal((await lone.client.get('/api/billing/subscription')).status, 404);
  });

  test("a free company's 4th open job is refused; drafts stay possible", async () => {
    const { recruiter, company, venue } = await recruiterCompany();
    for (let i = 0; i < 3; i++) await insertJob(app.db, company.id, venue.id);
    const c = recruiter.client;
    const job = {
      title: 'Head chef',
      venueId: venue.id,
      employmentType: 'full_time',
      status: 'open',
    };
    const message = 'Your free plan allows 3 open jobs. Upgrade to open more.';
    const refused = await c.post('/api/jobs', job);
    assert.equal(refused.status, 409, refused.text);
    assert.deepEqual(refused.body, { message });

    const draft = await c.post('/api/jobs', { ...job, status: 'draft' });
    assert.equal(draft.status, 201, draft.text);
    const draftId = String(draft.body.id);
    const publish = await c.post(`/api/jobs/${draftId}/publish`);
    assert.equal(publish.status, 409);
    assert.deepEqual(publish.body, { message });
    const patch = await c.request('PATCH', `/api/jobs/${draftId}`, { json: { status: 'open' } });
    assert.equal(patch.status, 409);
    assert.deepEqual(patch.body, { message });
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE company_id = $1 AND status = 'open'`,
      [company.id],
    );
    assert.equal(rows[0].n, 3);

    // On growth the same publish goes through.
    const checkout = await c.post('/api/billing/checkout', { plan: 'growth' });
    assert.equal(
      (await c.post(`/api/billing/checkout/${String(checkout.body.id)}/complete`)).status,
      200,
    );
    assert.equal((await c.post(`/api/jobs/${draftId}/publish`)).status, 200);
  });

  test('publishing a job notifies candidates with a matching active alert', async () => {
    const { recruiter, venue } = await recruiterCompany();
    const fan = await signedIn(app, 'candidate', 'Fay');
    const created = await fan.client.post('/api/job-alerts', {
      name: 'Leeds bars',
      criteria: { city: 'Leeds', venueTypes: ['bar'] },
    });
    assert.equal(created.status, 201, created.text);
    const other = await signedIn(app, 'candidate', 'Oli');
    await other.client.post('/api/job-alerts', { name: 'York', criteria: { city: 'York' } });

    const draft = await recruiter.client.post('/api/jobs', {
      title: 'Cocktail bartender',
      venueId: venue.id,
      employmentType: 'part_time',
    });
    assert.equal(draft.status, 201, draft.text);
    const before = await app.db.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'job_alert.match'`,
      [fan.userId],
    );
    assert.equal(before.rows.length, 0);

    const published = await recruiter.client.post(`/api/jobs/${String(draft.body.id)}/publish`);
    assert.equal(published.status, 200, published.text);
    const { rows } = await app.db.query<{ user_id: string; href: string }>(
      `SELECT user_id, href FROM notifications WHERE type = 'job_alert.match'
         AND user_id = ANY($1::uuid[])`,
      [[fan.userId, other.userId]],
    );
    assert.deepEqual(rows, [{ user_id: fan.userId, href: `/view-job/${String(draft.body.id)}` }]);
  });
});
