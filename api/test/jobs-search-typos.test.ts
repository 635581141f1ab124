import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { SEARCH_COUNT_CAP } from 'shared-kernel/contract';
import { lookupPlace } from '../src/modules/geo/index.js';

// Search that forgives typos (017_search.sql, search-words.ts), its ranking and sorts, and the
// candidate's own saved / liked / applied flags on results, the job page and the saved list.

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

type Item = Record<string, unknown> & { id: string; title: string };

describe('job search: typos, ranking, sort, candidate flags', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  /** Jobs in a city of their own, so the results are these jobs only. */
  async function market() {
    const city = `Typo${randomUUID().slice(0, 8)}`;
    const company = await insertCompany(t.db, null);
    const cafe = await insertVenue(t.db, company.id, { city, venueType: 'cafe' });
    const hotel = await insertVenue(t.db, company.id, { city, venueType: 'hotel' });
    const kitchen = await insertVenue(t.db, company.id, { city, venueType: 'restaurant' });
    const barista = await insertJob(t.db, company.id, cafe.id, {
      title: 'Barista',
      skills: ['latte art'],
    });
    const receptionist = await insertJob(t.db, company.id, hotel.id, {
      title: 'Night Receptionist',
      skills: ['check-in'],
    });
    const sousChef = await insertJob(t.db, company.id, kitchen.id, {
      title: 'Sous Chef',
      skills: ['knife skills'],
      salaryAmountPence: 1800,
    });
    // Newer than the sous chef, "chef" only among its skills: ranks below a title match.
    const porter = await insertJob(t.db, company.id, kitchen.id, {
      title: 'Kitchen Porter',
      skills: ['chef support'],
      salaryAmountPence: 1200,
    });
    await t.db.query(
      `UPDATE jobs SET published_at = now() - ($2::int * interval '1 day') WHERE id = $1`,
      [sousChef.id, 3],
    );
    return { city, company, barista, receptionist, sousChef, porter };
  }

  const titles = async (city: string, query: string) => {
    const res = await t.client().get(`/api/jobs?location=${city}&${query}`);
    assert.equal(res.status, 200, res.text);
    return (res.body.items as Item[]).map((item) => item.title);
  };

  test('a typo finds what was meant: barrista, recepionist, sous-chef', async () => {
    const m = await market();
    assert.deepEqual(await titles(m.city, 'q=barrista'), ['Barista']);
    assert.deepEqual(await titles(m.city, 'q=recepionist'), ['Night Receptionist']);
    assert.deepEqual(await titles(m.city, 'q=sous-chef'), ['Sous Chef']);
    assert.deepEqual(await titles(m.city, 'q=Sous%20Cheff'), ['Sous Chef']);
    assert.deepEqual(await titles(m.city, `q=${encodeURIComponent('night recepshionist')}`), [
      'Night Receptionist',
    ]);
    // Exact words still work, and nonsense still finds nothing.
    assert.deepEqual(await titles(m.city, 'q=barista'), ['Barista']);
    assert.deepEqual(await titles(m.city, 'q=zzqxvw'), []);
    // Punctuation and stop words are no error.
    assert.deepEqual((await titles(m.city, `q=${encodeURIComponent("the & | ! ( ':")}`)).length, 4);
  });

  test('ranking: a title match before a skills match; sorts by pay and newest', async () => {
    const m = await market();
    assert.deepEqual(await titles(m.city, 'q=chef'), ['Sous Chef', 'Kitchen Porter']);
    assert.deepEqual(await titles(m.city, 'q=chef&sort=newest'), ['Kitchen Porter', 'Sous Chef']);
    assert.deepEqual(await titles(m.city, 'q=chef&sort=pay'), ['Sous Chef', 'Kitchen Porter']);
    // Without text, relevance is the newest first; the sous chef (3 days old) is last.
    const newest = await titles(m.city, 'sort=relevance');
    assert.equal(newest.length, 4);
    assert.equal(newest[3], 'Sous Chef');
    const res = await t.client().get(`/api/jobs?location=${m.city}&q=chef`);
    for (const item of res.body.items as Item[]) {
      assert.match(String(item.publishedAt), /^\d{4}-\d\d-\d\dT/);
    }
  });

  test('a venue just added (not yet placed) is found by distance from its postcode', async () => {
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id, { city: 'Salford', postcode: 'M1 1AE' });
    await insertJob(t.db, company.id, venue.id, {
      title: 'Fresh Quokka Waiter',
      skills: ['quokka'],
    });
    const res = await t.client().get('/api/jobs?q=quokka&near=M1&within=2');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      (res.body.items as Item[]).map((item) => item.title),
      ['Fresh Quokka Waiter'],
    );
  });

  test('distance: within N miles of a postcode district, nearest first', async () => {
    const m1 = lookupPlace('M1');
    assert.ok(m1, 'M1 is in the places data');
    const company = await insertCompany(t.db, null);
    const job = async (title: string, northMiles: number) => {
      const venue = await insertVenue(t.db, company.id, { city: 'Manchester' });
      // About 69 miles to a degree of latitude.
      await t.db.query(`UPDATE venues SET lat = $2, lng = $3, geo_status = 'found' WHERE id = $1`, [
        venue.id,
        m1.lat + northMiles / 69.09,
        m1.lng,
      ]);
      return insertJob(t.db, company.id, venue.id, { title, skills: ['zanzibarista'] });
    };
    await job('Far Zanzibar Barista', 20);
    await job('Near Zanzibar Barista', 4);
    await job('Next Door Zanzibar Barista', 0.5);
    const search = async (query: string) => {
      const res = await t.client().get(`/api/jobs?q=zanzibarista&${query}`);
      assert.equal(res.status, 200, res.text);
      return (res.body.items as Item[]).map((item) => [item.title, item.distanceMiles]);
    };
    assert.deepEqual(await search('near=m1&within=5&sort=distance'), [
      ['Next Door Zanzibar Barista', 0.5],
      ['Near Zanzibar Barista', 4],
    ]);
    assert.deepEqual(await search('near=M1&within=1'), [['Next Door Zanzibar Barista', 0.5]]);
    // 10 miles by default; a full postcode is read as its district.
    assert.equal((await search(`near=${encodeURIComponent('M1 1AE')}`)).length, 2);
    assert.equal((await search('near=M1&within=25')).length, 3);
    // Without a place, no distance and no distance order.
    const plain = await search('sort=distance');
    assert.equal(plain.length, 3);
    assert.ok(plain.every(([, miles]) => miles === undefined));
  });

  test('a common word is counted up to the cap: "1,000+"', async () => {
    const m = await market();
    await t.db.query(
      `INSERT INTO jobs (company_id, venue_id, title, employment_type, status, published_at)
       SELECT company_id, venue_id, 'Quokka Wrangler ' || g, 'full_time', 'open', now()
       FROM jobs, generate_series(1, $2::int) AS g WHERE jobs.id = $1`,
      [m.barista.id, SEARCH_COUNT_CAP + 1],
    );
    const many = await t.client().get('/api/jobs?q=quokka&pageSize=5');
    assert.equal(many.status, 200, many.text);
    assert.equal(many.body.total, SEARCH_COUNT_CAP);
    assert.equal(many.body.totalCapped, true);
    assert.equal((many.body.items as Item[]).length, 5);
    const few = await t.client().get(`/api/jobs?location=${m.city}`);
    assert.equal(few.body.total, SEARCH_COUNT_CAP);
    assert.equal(few.body.totalCapped, true);
    const exact = await t.client().get(`/api/jobs?location=${m.city}&q=barista`);
    assert.equal(exact.body.total, 1);
    assert.equal(exact.body.totalCapped, undefined);
  });

  test('bad sort, radius or place names the field', async () => {
    const anon = t.client();
    for (const [query, field] of [
      ['sort=random', 'sort'],
      ['within=0', 'within'],
      ['within=500', 'within'],
      ['near=Nowhereville%20Upon%20Sea', 'near'],
    ]) {
      const res = await anon.get(`/api/jobs?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.field, field, res.text);
      assert.equal(typeof res.body.message, 'string');
    }
  });

  test('saved, liked and applied: each candidate their own, fresh on every read', async () => {
    const m = await market();
    const ann = await signedIn(t, 'candidate', 'Ann');
    const bob = await signedIn(t, 'candidate', 'Bob');
    assert.equal((await ann.client.post('/api/saved-jobs', { jobId: m.barista.id })).status, 201);
    const like = await ann.client.post('/api/job-preferences', {
      jobId: m.porter.id,
      action: 'like',
    });
    assert.equal(like.status, 201);
    await insertApplication(t.db, m.sousChef.id, ann.userId);

    const flagsOf = async (client: typeof ann.client) => {
      const res = await client.get(`/api/jobs?location=${m.city}`);
      assert.equal(res.status, 200, res.text);
      return Object.fromEntries(
        (res.body.items as Item[]).map((item) => [
          item.title,
          [item.saved, item.liked, item.applied].map(Number).join(''),
        ]),
      );
    };
    assert.deepEqual(await flagsOf(ann.client), {
      Barista: '100',
      'Kitchen Porter': '010',
      'Sous Chef': '001',
      'Night Receptionist': '000',
    });
    // Another candidate sees none of Ann's.
    assert.deepEqual(await flagsOf(bob.client), {
      Barista: '000',
      'Kitchen Porter': '000',
      'Sous Chef': '000',
      'Night Receptionist': '000',
    });
    // Anonymous readers get no flags at all.
    const anon = await t.client().get(`/api/jobs?location=${m.city}`);
    assert.ok((anon.body.items as Item[]).every((item) => item.saved === undefined));

    // A save made elsewhere (another API process; here straight in the database) shows at once.
    await t.db.query('INSERT INTO saved_jobs (candidate_id, job_id) VALUES ($1, $2)', [
      bob.userId,
      m.receptionist.id,
    ]);
    assert.equal((await flagsOf(bob.client))['Night Receptionist'], '100');

    // The job page and the saved list say the same.
    const detail = await ann.client.get(`/api/jobs/${m.porter.id}`);
    assert.equal(detail.body.liked, true);
    assert.equal(detail.body.saved, false);
    const saved = await ann.client.get('/api/saved-jobs');
    assert.deepEqual(
      (saved.body.items as Item[]).map((item) => [item.title, item.saved, item.liked]),
      [['Barista', true, false]],
    );

    // Unsave: 204, gone from the list and the flags; unsaving again is still 204.
    const path = `/api/saved-jobs/${m.barista.id}`;
    assert.equal((await ann.client.request('DELETE', path, JSON_HEADERS)).status, 204);
    assert.equal((await ann.client.request('DELETE', path, JSON_HEADERS)).status, 204);
    assert.equal((await flagsOf(ann.client)).Barista, '000');
    assert.equal((await ann.client.get('/api/saved-jobs')).body.total, 0);
    // Bob's save of the receptionist is untouched by Ann's unsave.
    assert.equal((await bob.client.get('/api/saved-jobs')).body.total, 1);
    // A recruiter cannot unsave; a bad id names the field.
    const r = await signedIn(t, 'recruiter');
    assert.equal((await r.client.request('DELETE', path, JSON_HEADERS)).status, 403);
    const bad = await ann.client.request('DELETE', '/api/saved-jobs/nope', JSON_HEADERS);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'jobId');
  });
});
