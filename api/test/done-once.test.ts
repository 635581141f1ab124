import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notifyMatchingAlerts } from '../src/modules/candidates/alerts.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30 item 5, job alerts: each matching candidate is told about a job once (an in-app
// notification and an e-mail), however many publishes of it run at once. On PGlite the requests
// are serialized by its one connection; on PostgreSQL (DATABASE_URL) they really overlap.

describe('job alerts are produced once', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  /** A recruiter's company with a bar in a town of its own, and a candidate alerted by it. */
  async function setup() {
    const town = `Oncetown${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const recruiter = await signedIn(app, 'recruiter', 'Rita');
    const company = await insertCompany(app.db, recruiter.userId);
    const venue = await insertVenue(app.db, company.id, { city: town, venueType: 'bar' });
    const fan = await signedIn(app, 'candidate', 'Fay');
    const alert = await fan.client.post('/api/job-alerts', {
      name: 'Bars',
      criteria: { city: town, venueTypes: ['bar'] },
    });
    assert.equal(alert.status, 201, alert.text);
    const job = await insertJob(app.db, company.id, venue.id, { status: 'draft' });
    return { recruiter, fan, job, venue, company };
  }

  /** How many alert notifications and alert e-mails the candidate has for the job. */
  async function told(fan: { userId: string; email: string }, jobId: string) {
    const notifications = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
       WHERE user_id = $1 AND type = 'job_alert.match' AND href = $2`,
      [fan.userId, `/view-job/${jobId}`],
    );
    const emails = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outgoing_emails
       WHERE lower(to_address) = lower($1) AND subject LIKE 'New job for%' AND body_text LIKE $2`,
      [fan.email, `%/view-job/${jobId}%`],
    );
    return { notifications: notifications.rows[0].n, emails: emails.rows[0].n };
  }

  test('simultaneous publishes of one job: one alert notification and one e-mail', async () => {
    const { recruiter, fan, job, venue, company } = await setup();
    // One open job short of the free plan's limit (3): the publishes after the first find the job
    // open under its lock, rather than counting it against the limit (a 409).
    for (let i = 0; i < 2; i += 1) await insertJob(app.db, company.id, venue.id);
    const publishes = await Promise.all(
      Array.from({ length: 4 }, () => recruiter.client.post(`/api/jobs/${job.id}/publish`)),
    );
    for (const res of publishes) {
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.status, 'open');
    }
    assert.deepEqual(await told(fan, job.id), { notifications: 1, emails: 1 });
  });

  test('simultaneous edits opening one job (PATCH status open): one alert', async () => {
    const { recruiter, fan, job } = await setup();
    const edits = await Promise.all(
      Array.from({ length: 4 }, () =>
        recruiter.client.request('PATCH', `/api/jobs/${job.id}`, { json: { status: 'open' } }),
      ),
    );
    for (const res of edits) assert.equal(res.status, 200, res.text);
    assert.deepEqual(await told(fan, job.id), { notifications: 1, emails: 1 });
  });

  test('the unique key alone: two transactions that both think they published tell once', async () => {
    const { fan, job } = await setup();
    await app.db.query(`UPDATE jobs SET status = 'open', published_at = now() WHERE id = $1`, [
      job.id,
    ]);
    // Whatever the lock: two calls in separate transactions (at once on PostgreSQL).
    const events = await Promise.all([
      app.db.transaction((tx) => notifyMatchingAlerts(tx, job)),
      app.db.transaction((tx) => notifyMatchingAlerts(tx, job)),
    ]);
    assert.equal(events.flat().filter((event) => event.userId === fan.userId).length, 1);
    assert.deepEqual(await told(fan, job.id), { notifications: 1, emails: 1 });
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM job_alert_deliveries WHERE job_id = $1 AND candidate_id = $2',
      [job.id, fan.userId],
    );
    assert.equal(rows[0].n, 1);
  });

  test('a job closed and published again does not alert the same candidate again', async () => {
    const { recruiter, fan, job } = await setup();
    assert.equal((await recruiter.client.post(`/api/jobs/${job.id}/publish`)).status, 200);
    const closed = await recruiter.client.post(`/api/jobs/${job.id}/close`, {});
    assert.equal(closed.status, 200, closed.text);
    const again = await recruiter.client.post(`/api/jobs/${job.id}/publish`);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.status, 'open');
    assert.deepEqual(await told(fan, job.id), { notifications: 1, emails: 1 });
  });
});
