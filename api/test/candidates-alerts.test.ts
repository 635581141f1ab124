import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { notifyMatchingAlerts } from '../src/modules/candidates/alerts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { lookupPlace } from '../src/modules/geo/index.js';

describe('job alerts', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  test('create, list, patch, delete own alerts', async () => {
    const { client } = await signedIn(app, 'candidate');
    const created = await client.post('/api/job-alerts', {
      name: 'Bar jobs',
      criteria: { city: 'Leeds', venueTypes: ['bar'], minPay: 12.5, salaryType: 'hourly', q: ' ' },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.active, true);
    assert.deepEqual(created.body.criteria, {
      city: 'Leeds',
      venueTypes: ['bar'],
      minPay: 12.5,
      salaryType: 'hourly',
    });
    const id = String(created.body.id);

    const list = await client.get('/api/job-alerts');
    assert.equal(list.body.total, 1);

    const patched = await client.request('PATCH', `/api/job-alerts/${id}`, {
      json: { active: false, name: 'Leeds bars' },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.active, false);
    assert.equal(patched.body.name, 'Leeds bars');
    assert.equal((patched.body.criteria as { city: string }).city, 'Leeds');

    const deleted = await client.request('DELETE', `/api/job-alerts/${id}`, {
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(deleted.status, 204);
    assert.equal((await client.get('/api/job-alerts')).body.total, 0);
  });

  test('bad input names the field; 401; 403; another candidate gets 404', async () => {
    const { client } = await signedIn(app, 'candidate');
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: 'x', criteria: { venueTypes: ['pub'] } }, 'criteria.venueTypes'],
      [{ name: 'x', criteria: { pace: 'slow' } }, 'criteria.pace'],
      [{ name: 'x', criteria: { minPay: -1 } }, 'criteria.minPay'],
      [{ name: 'x', criteria: { colour: 'red' } }, 'criteria.colour'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post('/api/job-alerts', body);
      assert.equal(response.status, 400, field);
      assert.equal(response.body.field, field);
    }
    assert.equal((await app.client().get('/api/job-alerts')).status, 401);
    const recruiter = await signedIn(app, 'recruiter');
    assert.equal((await recruiter.client.post('/api/job-alerts', { name: 'x' })).status, 403);

    const mine = await client.post('/api/job-alerts', { name: 'Mine' });
    const other = await signedIn(app, 'candidate');
    const id = String(mine.body.id);
    const patch = await other.client.request('PATCH', `/api/job-alerts/${id}`, {
      json: { active: false },
    });
    assert.equal(patch.status, 404);
    const del = await other.client.request('DELETE', `/api/job-alerts/${id}`, {
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(del.status, 404);
    assert.equal((await other.client.get('/api/job-alerts')).body.total, 0);
  });

  test('notifyMatchingAlerts notifies owners of matching active alerts only', async () => {
    const city = `Alertville${Date.now()}`;
    const owner = await signedIn(app, 'recruiter');
    const company = await insertCompany(app.db, owner.userId);
    const venue = await insertVenue(app.db, company.id, { city, venueType: 'bar' });

    const make = async (criteria: Record<string, unknown>, active = true) => {
      const c = await signedIn(app, 'candidate');
      const response = await c.client.post('/api/job-alerts', { name: 'Alert', criteria, active });
      assert.equal(response.status, 201, response.text);
      return c.userId;
    };
    const matching = [
      await make({ city: city.toUpperCase(), venueTypes: ['bar'] }),
      await make({ q: 'bartender', minPay: 12, salaryType: 'hourly', pace: 'fast' }),
      await make({ employmentTypes: ['full_time'], minPay: 20000 }),
    ];
    const notMatching = [
      await make({ city: 'Elsewhere' }),
      await make({ venueTypes: ['hotel'] }),
      await make({ minPay: 13, salaryType: 'hourly' }),
      await make({ q: 'sommelier' }),
      await make({ pace: 'relaxed' }),
      await make({ city }, false),
    ];

    const job = await insertJob(app.db, company.id, venue.id, {
      title: 'Bartender',
      salaryType: 'hourly',
      salaryAmountPence: 1250,
      pace: 'fast',
    });
    const events = await app.db.transaction((tx) => notifyMatchingAlerts(tx, job));
    const notified = events.map((e) => e.userId);
    for (const id of matching) assert.ok(notified.includes(id), `expected ${id}`);
    for (const id of notMatching) assert.ok(!notified.includes(id), `unexpected ${id}`);
    const { rows } = await app.db.query<{ type: string; href: string }>(
      'SELECT type, href FROM notifications WHERE user_id = $1',
      [matching[0]],
    );
    assert.deepEqual(rows, [{ type: 'job_alert.match', href: `/view-job/${job.id}` }]);

    // A draft job notifies no one.
    const draft = await insertJob(app.db, company.id, venue.id, { status: 'draft' });
    assert.deepEqual(await app.db.transaction((tx) => notifyMatchingAlerts(tx, draft)), []);
  });

  test('an alert from a search: a place and distance, and words with a typo', async () => {
    const m1 = lookupPlace('M1');
    assert.ok(m1);
    const owner = await signedIn(app, 'recruiter');
    const company = await insertCompany(app.db, owner.userId);
    const venueAt = async (northMiles: number) => {
      const venue = await insertVenue(app.db, company.id, { city: 'Manchester' });
      await app.db.query(
        `UPDATE venues SET lat = $2, lng = $3, geo_status = 'found' WHERE id = $1`,
        [venue.id, m1.lat + northMiles / 69.09, m1.lng],
      );
      return venue;
    };
    const near = await venueAt(2);
    const far = await venueAt(30);
    // The vocabulary knows "sommelier" before the alert is saved.
    await insertJob(app.db, company.id, near.id, { title: 'Sommelier', status: 'closed' });

    const c = await signedIn(app, 'candidate');
    const created = await c.client.post('/api/job-alerts', {
      name: 'Sommelier near M1',
      criteria: { q: 'somelier', near: 'M1', within: 5 },
    });
    assert.equal(created.status, 201, created.text);
    assert.deepEqual(created.body.criteria, { q: 'somelier', near: 'M1', within: 5 });
    const unknown = await c.client.post('/api/job-alerts', {
      name: 'Nowhere',
      criteria: { near: 'Nowhereville Upon Sea' },
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.field, 'criteria.near');

    const notified = async (venueId: string, title: string) => {
      const job = await insertJob(app.db, company.id, venueId, { title });
      const events = await app.db.transaction((tx) => notifyMatchingAlerts(tx, job));
      return events.some((event) => event.userId === c.userId);
    };
    assert.equal(await notified(near.id, 'Head Sommelier'), true);
    assert.equal(await notified(far.id, 'Head Sommelier'), false);
    assert.equal(await notified(near.id, 'Line Cook'), false);
  });
});
