import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { CompanyAnalytics } from 'shared-kernel/contract';
import { londonDay } from 'shared-kernel/rules';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  signedIn,
} from './support/fixtures.js';

describe('analytics', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  /** A candidate user straight in the database (no sign-in needed). */
  async function candidate() {
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type)
       VALUES ($1, 'x', 'Cal', 'Doe', 'candidate') RETURNING id`,
      [`cand-${randomUUID()}@example.com`],
    );
    return rows[0].id;
  }

  /** An application with a chosen created_at and status. */
  async function application(jobId: string, candidateId: string, at: string, status = 'applied') {
    const { id } = await insertApplication(app.db, jobId, candidateId, status);
    await app.db.query('UPDATE applications SET created_at = $2::timestamptz WHERE id = $1', [
      id,
      at,
    ]);
    return id;
  }

  async function history(id: string, from: string, to: string, at: string, by: string | null) {
    await app.db.query(
      `INSERT INTO application_status_history (application_id, from_status, to_status, changed_by,
         created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)`,
      [id, from, to, by, at],
    );
  }

  test('company analytics over a range, exact numbers, own company only', async () => {
    const recruiter = await signedIn(app, 'recruiter', 'Rita');
    const company = await insertCompany(app.db, recruiter.userId);
    const alpha = await insertVenue(app.db, company.id, { name: 'Alpha Bar' });
    const beta = await insertVenue(app.db, company.id, { name: 'Beta Cafe' });
    const bartender = await insertJob(app.db, company.id, alpha.id, { title: 'Bartender' });
    const barista = await insertJob(app.db, company.id, beta.id, { title: 'Barista' });
    const chef = await insertJob(app.db, company.id, alpha.id, { title: 'Chef', status: 'closed' });
    const [c1, c2, c3] = [await candidate(), await candidate(), await candidate()];

    const a1 = await application(bartender.id, c1, '2026-01-01T10:00:00Z', 'accepted');
    await history(a1, 'offered', 'accepted', '2026-01-05T10:00:00Z', c1);
    const a2 = await application(bartender.id, c2, '2026-01-02T12:00:00Z', 'accepted');
    await history(a2, 'offered', 'accepted', '2026-01-04T00:00:00Z', c2);
    const a3 = await application(barista.id, c1, '2026-01-02T08:00:00Z', 'accepted');
    await history(a3, 'offered', 'accepted', '2026-01-09T08:00:00Z', c1);
    await application(barista.id, c2, '2026-01-05T23:30:00Z', 'rejected');
    await application(bartender.id, c3, '2026-01-07T23:59:00Z', 'applied');
    await application(chef.id, c1, '2025-12-31T23:59:00Z', 'reviewed');
    await application(chef.id, c2, '2026-01-08T00:00:00Z', 'applied');

    // Another company's application in the range.
    const rival = await signedIn(app, 'recruiter', 'Ron');
    const rivalCompany = await insertCompany(app.db, rival.userId);
    const rivalVenue = await insertVenue(app.db, rivalCompany.id, { name: 'Rival Inn' });
    const rivalJob = await insertJob(app.db, rivalCompany.id, rivalVenue.id, { title: 'Porter' });
    await application(rivalJob.id, c1, '2026-01-03T09:00:00Z', 'applied');

    const res = await recruiter.client.get('/api/analytics?from=2026-01-01&to=2026-01-07');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, {
      range: { from: '2026-01-01', to: '2026-01-07' },
      applicationsOverTime: [
        { date: '2026-01-01', count: 1 },
        { date: '2026-01-02', count: 2 },
        { date: '2026-01-03', count: 0 },
        { date: '2026-01-04', count: 0 },
        { date: '2026-01-05', count: 1 },
        { date: '2026-01-06', count: 0 },
        { date: '2026-01-07', count: 1 },
      ],
      funnel: [
        { status: 'applied', count: 1 },
        { status: 'reviewed', count: 0 },
        { status: 'interviewed', count: 0 },
        { status: 'offered', count: 0 },
        { status: 'accepted', count: 3 },
        { status: 'declined', count: 0 },
        { status: 'rejected', count: 1 },
      ],
      // 4, 1.5 and 7 days.
      timeToHire: { averageDays: 4.2, medianDays: 4, hires: 3 },
      byVenue: [
        { venueId: alpha.id, venueName: 'Alpha Bar', applications: 3, hires: 2, openJobs: 1 },
        { venueId: beta.id, venueName: 'Beta Cafe', applications: 2, hires: 1, openJobs: 1 },
      ],
      byJob: [
        { jobId: bartender.id, title: 'Bartender', applications: 3, hires: 2, status: 'open' },
        { jobId: barista.id, title: 'Barista', applications: 2, hires: 1, status: 'open' },
      ],
    });

    const theirs = await rival.client.get('/api/analytics?from=2026-01-01&to=2026-01-07');
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.body.funnel, [
      { status: 'applied', count: 1 },
      ...['reviewed', 'interviewed', 'offered', 'accepted', 'declined', 'rejected'].map(
        (status) => ({ status, count: 0 }),
      ),
    ]);
    assert.deepEqual(theirs.body.timeToHire, { averageDays: null, medianDays: null, hires: 0 });

    // Default: the last 30 days, ending today.
    const recent = await recruiter.client.get('/api/analytics');
    assert.equal(recent.status, 200);
    const days = recent.body.applicationsOverTime as { date: string; count: number }[];
    assert.equal(days.length, 30);
    assert.equal(days[29].date, londonDay());
    assert.deepEqual(recent.body.range, { from: days[0].date, to: days[29].date });
  });

  test("days are London's: 23:30 UTC in summer is the next day", async () => {
    const recruiter = await signedIn(app, 'recruiter', 'Lou');
    const company = await insertCompany(app.db, recruiter.userId);
    const venue = await insertVenue(app.db, company.id);
    const job = await insertJob(app.db, company.id, venue.id);
    // 00:30 on 2 July in London (BST, UTC+1); 23:59 on 2 July; 00:00 on 3 July.
    await application(job.id, await candidate(), '2026-07-01T23:30:00Z');
    await application(job.id, await candidate(), '2026-07-02T22:59:00Z');
    await application(job.id, await candidate(), '2026-07-02T23:00:00Z');

    const res = await recruiter.client.get('/api/analytics?from=2026-07-01&to=2026-07-03');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.applicationsOverTime, [
      { date: '2026-07-01', count: 0 },
      { date: '2026-07-02', count: 2 },
      { date: '2026-07-03', count: 1 },
    ]);
    const july2 = await recruiter.client.get('/api/analytics?from=2026-07-02&to=2026-07-02');
    const { funnel, byJob } = july2.body as CompanyAnalytics;
    assert.equal(funnel[0].count, 2);
    assert.equal(byJob[0].applications, 2);
  });

  test('range validation and who may call', async () => {
    const recruiter = await signedIn(app, 'recruiter');
    await insertCompany(app.db, recruiter.userId);
    const c = recruiter.client;
    const backwards = await c.get('/api/analytics?from=2026-01-07&to=2026-01-01');
    assert.equal(backwards.status, 400);
    assert.equal(backwards.body.field, 'to');
    const long = await c.get('/api/analytics?from=2025-01-01&to=2026-01-02');
    assert.equal(long.status, 400);
    assert.equal(long.body.field, 'from');
    const leap = await c.get('/api/analytics?from=2024-01-01&to=2024-12-31');
    assert.equal(leap.status, 200);
    assert.equal((leap.body.applicationsOverTime as unknown[]).length, 366);
    assert.equal((await c.get('/api/analytics?from=2026-02-30&to=2026-03-02')).status, 400);
    assert.equal((await c.get('/api/analytics?from=yesterday')).status, 400);
    assert.equal((await c.get('/api/analytics?other=1')).status, 400);

    assert.equal((await app.client().get('/api/analytics')).status, 401);
    const cand = await signedIn(app, 'candidate');
    assert.equal((await cand.client.get('/api/analytics')).status, 403);
    assert.equal((await cand.client.get('/api/analytics/productivity')).status, 403);
    const lone = await signedIn(app, 'recruiter');
    assert.equal((await lone.client.get('/api/analytics')).status, 404);
    assert.equal((await lone.client.get('/api/analytics/productivity')).status, 404);
  });

  test("productivity: the recruiter's response times and pending actions", async () => {
    const me = await signedIn(app, 'recruiter', 'Mia');
    const company = await insertCompany(app.db, me.userId);
    const colleague = await signedIn(app, 'recruiter', 'Col');
    await app.db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'recruiter')`,
      [company.id, colleague.userId],
    );
    const venue = await insertVenue(app.db, company.id);
    const job = await insertJob(app.db, company.id, venue.id);
    const ago = async (candidateId: string, interval: string, status: string) => {
      const { id } = await insertApplication(app.db, job.id, candidateId, status);
      await app.db.query(
        `UPDATE applications SET created_at = now() - $2::interval WHERE id = $1`,
        [id, interval],
      );
      return id;
    };
    const changed = (id: string, interval: string, by: string, from = 'applied', to = 'reviewed') =>
      app.db.query(
        `INSERT INTO application_status_history (application_id, from_status, to_status,
           changed_by, created_at) VALUES ($1, $2, $3, $4, now() - $5::interval)`,
        [id, from, to, by, interval],
      );
    const cands = [await candidate(), await candidate(), await candidate(), await candidate()];
    const p1 = await ago(cands[0], '10 hours', 'reviewed');
    await changed(p1, '6 hours', me.userId); // 4 h, mine
    const p2 = await ago(cands[1], '20 hours', 'interviewed');
    await changed(p2, '12 hours', me.userId); // 8 h, mine
    await changed(p2, '2 hours', colleague.userId, 'reviewed', 'interviewed'); // not the first
    const p3 = await ago(cands[2], '5 hours', 'reviewed');
    await changed(p3, '4 hours', colleague.userId); // 1 h, the colleague's
    const p4 = await ago(cands[3], '3 days', 'applied'); // waiting for review
    const p5 = await ago(await candidate(), '1 day', 'applied'); // not yet 2 days
    const old = await ago(await candidate(), '40 days', 'reviewed');
    await changed(old, '39 days', me.userId); // outside the 30 days

    const member = async (applicationId: string) => {
      const { rows } = await app.db.query<{ candidate_id: string }>(
        'SELECT candidate_id FROM applications WHERE id = $1',
        [applicationId],
      );
      return rows[0].candidate_id;
    };
    const offer = async (applicationId: string, status: string) =>
      app.db.query(
        `INSERT INTO offers (application_id, candidate_id, company_id, status, salary_type,
           salary_amount_pence) VALUES ($1, $2, $3, $4, 'hourly', 1300)`,
        [applicationId, await member(applicationId), company.id, status],
      );
    await offer(p2, 'pending');
    await offer(p3, 'withdrawn');
    const interview = async (applicationId: string, status: string, when: string) =>
      app.db.query(
        `INSERT INTO interviews (application_id, candidate_id, company_id, status, starts_at)
         VALUES ($1, $2, $3, $4, now() + $5::interval)`,
        [applicationId, await member(applicationId), company.id, status, when],
      );
    await interview(p1, 'scheduled', '2 days'); // counts
    await interview(p2, 'confirmed', '3 days');
    await interview(p3, 'scheduled', '10 days');
    await interview(p4, 'scheduled', '-1 day');
    await interview(p5, 'cancelled', '1 day');

    const res = await me.client.get('/api/analytics/productivity');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, {
      responseTime: {
        averageHours: 6,
        applicationsAnswered: 2,
        companyAverageHours: 4.3,
        companyApplicationsAnswered: 3,
      },
      pendingActions: {
        applicationsAwaitingReview: 1,
        offersPending: 1,
        interviewsUnconfirmed: 1,
        total: 3,
      },
    });

    const theirs = await colleague.client.get('/api/analytics/productivity');
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.body.responseTime, {
      averageHours: 1,
      applicationsAnswered: 1,
      companyAverageHours: 4.3,
      companyApplicationsAnswered: 3,
    });
  });
});
