import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  READ_CACHE_MAX_ENTRIES,
  READ_CACHE_TTL_MS,
  ReadCache,
  SESSION_CACHE_MS,
} from '../src/http/read-cache.js';
import { sha256Hex } from '../src/secrets.js';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('ReadCache', () => {
  test('serves an answer until its TTL has passed, then computes again', async () => {
    let now = 0;
    let computed = 0;
    const cache = new ReadCache(1000, () => now);
    const read = () => cache.read('k', async () => ++computed);
    assert.equal(await read(), 1);
    now = 999;
    assert.equal(await read(), 1);
    now = 1000;
    assert.equal(await read(), 2);
  });

  test('concurrent misses of one key share one computation', async () => {
    let computed = 0;
    const cache = new ReadCache(1000);
    const slow = () =>
      cache.read('k', () => new Promise((r) => setTimeout(() => r(++computed), 10)));
    assert.deepEqual(await Promise.all([slow(), slow(), slow()]), [1, 1, 1]);
  });

  test('a failure is not kept', async () => {
    const cache = new ReadCache(1000);
    await assert.rejects(cache.read('k', async () => Promise.reject(new Error('down'))));
    assert.equal(await cache.read('k', async () => 'up'), 'up');
  });

  test('keeps at most READ_CACHE_MAX_ENTRIES, dropping the oldest; TTL 0 keeps nothing', async () => {
    assert.equal(READ_CACHE_TTL_MS, 15_000);
    assert.equal(SESSION_CACHE_MS, 5_000);
    const cache = new ReadCache(1000);
    for (let i = 0; i <= READ_CACHE_MAX_ENTRIES; i += 1) await cache.read(`k${i}`, async () => i);
    assert.equal(cache.size, READ_CACHE_MAX_ENTRIES);
    assert.equal(await cache.read('k0', async () => 'again'), 'again');
    const off = new ReadCache(0);
    await off.read('k', async () => 1);
    assert.equal(off.size, 0);
  });
});

describe('the read cache over HTTP', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { readCacheMs: 60_000 } });
  });
  after(async () => {
    await t.close();
  });

  test('a search is served from the cache until a write; saved flags stay per candidate', async () => {
    const word = `zest${randomUUID().slice(0, 8)}`;
    const a = await signedIn(t, 'candidate');
    const b = await signedIn(t, 'candidate');
    const search = `/api/jobs?q=${word}`;
    assert.equal((await a.client.get(search)).body.total, 0);

    // Written past the API: the cached answer stands…
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id);
    const job = await insertJob(t.db, company.id, venue.id, { title: `Bartender ${word}` });
    assert.equal((await a.client.get(search)).body.total, 0);

    // …until the API handles a write (A saves the job).
    const saved = await a.client.post('/api/saved-jobs', { jobId: job.id });
    assert.equal(saved.status, 201, saved.text);
    const forA = await a.client.get(search);
    const forB = await b.client.get(search);
    assert.equal(forA.body.total, 1);
    assert.deepEqual(
      (forA.body.items as { id: string; saved: boolean }[]).map((i) => [i.id, i.saved]),
      [[job.id, true]],
    );
    assert.deepEqual(
      (forB.body.items as { id: string; saved: boolean }[]).map((i) => [i.id, i.saved]),
      [[job.id, false]],
    );
  });

  test("recommendations are never served stale from a cache: a new job and the candidate's own write count at once", async () => {
    const skill = `skill-${randomUUID().slice(0, 8)}`;
    const { client } = await signedIn(t, 'candidate');
    const put = (json: object) => client.request('PUT', '/api/profile', { json });
    assert.equal((await put({ skills: [skill] })).status, 200);
    const ids = async () =>
      ((await client.get('/api/job-recommendations')).body.jobs as { id: string }[]).map(
        (j) => j.id,
      );
    const first = await ids();

    // Stored picks (docs/api.md, Matching): a job added since is merged in on the next read.
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id);
    const job = await insertJob(t.db, company.id, venue.id, { skills: [skill] });
    assert.ok(!first.includes(job.id));
    assert.equal((await ids())[0], job.id, 'the job sharing their skill comes first at once');

    assert.equal((await put({ skills: [`other-${skill}`] })).status, 200);
    assert.ok(!(await ids()).slice(0, 1).includes(job.id), 'their own write counts at once');
  });

  test('a session is kept for a few seconds, but a sign-out ends it at once', async () => {
    const { client } = await signedIn(t, 'candidate');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const me = () => client.get('/api/auth/user', { headers: { cookie } });
    assert.equal((await me()).status, 200);
    assert.equal((await me()).status, 200); // from the cache
    const out = await client.get('/api/logout', { headers: { cookie } });
    assert.equal(out.status, 302);
    assert.equal((await me()).status, 401);
  });

  test('a session ended through another API process (the event bus) is dropped at once', async () => {
    const { client } = await signedIn(t, 'candidate');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const me = () => client.get('/api/auth/user', { headers: { cookie } });
    assert.equal((await me()).status, 200);
    // Another process deleted it and said so on the bus: the row goes, then the event arrives.
    const sessionId = decodeURIComponent(client.cookies.get(SESSION_COOKIE)!);
    const { rows } = await t.db.query<{ user_id: string }>(
      'DELETE FROM sessions WHERE id_hash = $1 RETURNING user_id',
      [sha256Hex(sessionId)],
    );
    assert.equal(rows.length, 1);
    assert.equal((await me()).status, 200, 'still cached');
    await t.app.events.publishSessionEnded({
      userId: rows[0].user_id,
      sessionIdHash: sha256Hex(sessionId),
    });
    assert.equal((await me()).status, 401);
  });
});
