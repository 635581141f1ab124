import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { geocodeVenues } from '../src/modules/geo/index.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 30 item 6: every committed change is seen everywhere within 15 s, whatever the commit
// order. Two API processes (two apps) on one PostgreSQL database; a job is published (then
// closed) in a slow transaction that commits after a later change has been committed and read
// on the other process. Search (job_cards, kept by triggers in the writing transaction) and the
// recommendations (picks computed from a snapshot, migration 022) both see it once it commits.

const skip = process.env.DATABASE_URL ? false : 'needs DATABASE_URL (two processes, one database)';

/** Letters only: one search word of this run alone. */
const word = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

const SEEN_WITHIN_MS = 15_000;

describe('a change committed out of order is seen everywhere', { skip }, () => {
  let a: TestApp;
  let b: TestApp;
  let slow: pg.Client;
  before(async () => {
    a = await startTestApp();
    b = await startTestApp();
    slow = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await slow.connect();
  });
  after(async () => {
    await slow?.end();
    await b?.close();
    await a?.close();
  });

  const searchIds = async (client: TestClient, q: string) => {
    const res = await client.get(`/api/jobs?q=${q}&sort=newest`);
    assert.equal(res.status, 200, res.text);
    return (res.body.items as { id: string }[]).map((item) => item.id).sort();
  };
  const recommendedIds = async (client: TestClient) => {
    const res = await client.get('/api/job-recommendations');
    assert.equal(res.status, 200, res.text);
    return (res.body.jobs as { id: string }[]).map((job) => job.id).sort();
  };

  /** Waits (up to 15 s) until `read` gives `expected`. */
  async function eventually(read: () => Promise<string[]>, expected: string[], what: string) {
    const until = Date.now() + SEEN_WITHIN_MS;
    let seen = await read();
    while (JSON.stringify(seen) !== JSON.stringify([...expected].sort()) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await read();
    }
    assert.deepEqual(seen, [...expected].sort(), what);
  }

  test('a slow publish, then a slow close: found, then not, on the other process', async () => {
    const q = word();
    const skill = `${q} service`;
    const company = await insertCompany(a.db, null);
    const venue = await insertVenue(a.db, company.id, { city: 'York' });
    // Placed now: a recommendations read places waiting venues, which would wait for the slow
    // transaction's share lock on this venue.
    await geocodeVenues(a.db);
    const candidate = await signedIn(b, 'candidate');
    const profile = await candidate.client.request('PUT', '/api/profile', {
      json: { skills: [skill] },
    });
    assert.equal(profile.status, 200, profile.text);
    assert.deepEqual(await recommendedIds(candidate.client), []);
    const job = (title: string, status: 'open' | 'draft' = 'open') =>
      insertJob(a.db, company.id, venue.id, {
        title: `Sommelier ${q} ${title}`,
        skills: [skill],
        status,
      });

    // Published in a transaction that stays open while a later job is published and read.
    const first = await job('first', 'draft');
    await slow.query('BEGIN');
    await slow.query(`UPDATE jobs SET status = 'open', published_at = now() WHERE id = $1`, [
      first.id,
    ]);
    const second = await job('second');
    assert.deepEqual(await searchIds(b.client(), q), [second.id]);
    assert.deepEqual(await recommendedIds(candidate.client), [second.id]);
    await slow.query('COMMIT');
    await eventually(() => searchIds(b.client(), q), [first.id, second.id], 'search: published');
    await eventually(
      () => recommendedIds(candidate.client),
      [first.id, second.id],
      'recommendations: published',
    );

    // Closed the same way: a later job is published and read before the close commits.
    await slow.query('BEGIN');
    await slow.query(`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = $1`, [
      first.id,
    ]);
    const third = await job('third');
    assert.deepEqual(await searchIds(b.client(), q), [first.id, second.id, third.id].sort());
    assert.deepEqual(
      await recommendedIds(candidate.client),
      [first.id, second.id, third.id].sort(),
    );
    await slow.query('COMMIT');
    await eventually(() => searchIds(b.client(), q), [second.id, third.id], 'search: closed');
    await eventually(
      () => recommendedIds(candidate.client),
      [second.id, third.id],
      'recommendations: closed',
    );
  });
});
