import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { JobSearchQuery } from 'shared-kernel/contract';
import { ReadCache } from '../src/http/read-cache.js';
import { geocodeVenues } from '../src/modules/geo/index.js';
import { searchJobs } from '../src/modules/jobs/search-service.js';
import { insertCompany, insertJob, insertVenue } from './support/fixtures.js';
import { referenceSearch } from './support/reference-search.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The search over job_cards (migration 022, search/card-search.ts) against the same search
// straight over jobs, venues and companies (support/reference-search.ts): for hundreds of
// searches — typos, synonyms, stop words, unknown words, every order, filters, distances, pages — both
// give the same page, totals and miles; and still after jobs, venues and companies change behind
// the API's back (as another API process would change them): the triggers kept every card.

const TITLES = [
  'Barista',
  'Head Chef',
  'Sous Chef',
  'Line Cook',
  'Kitchen Porter',
  'Bartender',
  'Mixologist',
  'Waiter',
  'Night Receptionist',
  'Housekeeper',
  'Pastry Chef',
  'Café Manager',
  'Sommelier',
  'Host',
  'Hospitality Assistant',
];
const SKILLS = [
  'latte art',
  'espresso',
  'cocktails',
  'wine knowledge',
  'food safety',
  'customer service',
  'silver service',
  'knife skills',
  'cash handling',
  'check-in',
  'stock control',
  'team leading',
];
const DESCRIPTIONS = [
  'Join our friendly hospitality team managing busy services for guests.',
  'We are hiring in hospitality for weekend shifts; tips shared fairly and meals on shift.',
  'Hospitality training provided for 2nd year apprentices in a fast kitchen.',
  'Work in hospitality with seasonal produce and local suppliers.',
  '',
];
/** Postcode districts the geo data knows: the venues are placed from these. */
const POSTCODES = ['M1 1AE', 'LS1 4DY', 'E1 6AN', 'BN1 1AA', 'EH1 1YZ', 'M4 1HN'];
const TYPED = [
  'barrista',
  'barista',
  'recepionist',
  'sous-chef',
  'suos chef',
  'bartendr',
  'waitor',
  'the',
  'the chef',
  'a',
  'xyzzy',
  'managing',
  'manager',
  'tips',
  '2nd',
  'café',
  'cafe',
  'chef',
  'kitchen portor',
  'coctails',
  'latte art',
  'expresso',
  'customer servise',
  'wine knowlege',
  'pastry chef',
  'friendly team',
  'seasonal',
  'host',
  'line cok',
  'CHEF!!',
  // The trade's words (029): synonyms as phrases, their typos, and "Did you mean".
  'waitress',
  'KP',
  'front of house',
  'barbak',
  'housekeper chef',
  'chef de partie',
  'Barsita',
  'howskeeper',
];

describe('search over job_cards: the same answers as over the jobs themselves', () => {
  let t: TestApp;
  let city: string;
  let companyId: string;
  let venues: string[];
  before(async () => {
    t = await startTestApp();
    // A town name of its own: the searches below that name it see only these jobs (on a
    // PostgreSQL database shared with other test files too).
    city = `Difftown${randomUUID().slice(0, 8)}`;
    companyId = (await insertCompany(t.db, null)).id;
    venues = [];
    for (const [i, postcode] of POSTCODES.entries()) {
      const venueType = ['restaurant', 'bar', 'cafe', 'hotel'][i % 4];
      venues.push((await insertVenue(t.db, companyId, { city, postcode, venueType })).id);
    }
    // More than the count cap (1,000) match the common words: the newest-first orders stop early.
    await insertJobs(0, 2000);
    await geocodeVenues(t.db);
  });
  after(async () => {
    await t.close();
  });

  /** Jobs `from`…`from + count` in a spread of titles, skills, pay, dates and states. */
  async function insertJobs(from: number, count: number) {
    await t.db.query(
      `INSERT INTO jobs (company_id, venue_id, title, description, skills, employment_type,
                         salary_type, salary_amount_pence, salary_min_pence, salary_max_pence,
                         pace, status, published_at, closes_on)
       SELECT $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)],
              ($3::text[])[1 + g % array_length($3::text[], 1)] || CASE WHEN g % 11 = 0
                THEN ' ' || ($4::text[])[1 + g % array_length($4::text[], 1)] ELSE '' END,
              ($5::text[])[1 + g % array_length($5::text[], 1)],
              ARRAY(SELECT DISTINCT ($4::text[])[1 + (g * s + s) % array_length($4::text[], 1)]
                    FROM generate_series(1, g % 4) AS s),
              (ARRAY['full_time','part_time','temporary'])[1 + g % 3],
              CASE g % 5 WHEN 0 THEN NULL WHEN 1 THEN 'yearly' ELSE 'hourly' END,
              CASE g % 5 WHEN 1 THEN 2000000 + (g % 7) * 100000 WHEN 2 THEN 1100 + g % 9 * 50
                ELSE NULL END,
              CASE g % 5 WHEN 3 THEN 1000 + g % 4 * 100 WHEN 4 THEN 1150 ELSE NULL END,
              CASE g % 5 WHEN 3 THEN 1400 + g % 6 * 100 WHEN 4 THEN 1150 ELSE NULL END,
              CASE WHEN g % 4 = 0 THEN NULL ELSE (ARRAY['fast','moderate','relaxed'])[1 + g % 3] END,
              CASE WHEN g % 13 = 0 THEN 'closed' WHEN g % 17 = 0 THEN 'draft' ELSE 'open' END,
              CASE WHEN g % 17 = 0 THEN NULL
                   -- Ties on the published time (then the id decides) and a spread of days.
                   ELSE date_trunc('day', now()) - (g % 9) * interval '1 day' END,
              CASE g % 6 WHEN 0 THEN NULL WHEN 1 THEN current_date - 1
                ELSE current_date + (g % 20) END
       FROM generate_series($6::int, $7::int) AS g`,
      [companyId, venues, TITLES, SKILLS, DESCRIPTIONS, from, from + count - 1],
    );
  }

  /** Searches over this town's jobs (and a few over every job), each one different. */
  function searches(): JobSearchQuery[] {
    const extras: Partial<JobSearchQuery>[] = [
      {},
      { sort: 'newest' },
      { sort: 'pay' },
      { sort: 'closing' },
      { sort: 'relevance' },
      { venueType: 'bar' },
      { venueType: 'cafe,restaurant' },
      { employmentType: 'part_time' },
      { employmentType: 'full_time,temporary', pace: 'fast' },
      { payMin: 12, payType: 'hourly' },
      { payMin: 21000 },
      { payType: 'yearly', sort: 'pay' },
      { page: 2, pageSize: 5 },
      { page: 3, pageSize: 7, sort: 'closing' },
      { near: 'M1', within: 5 },
      { near: 'LS1', within: 1, sort: 'distance' },
      { near: 'Leeds', within: 50, sort: 'distance', pageSize: 50 },
      { near: 'E1', within: 25, sort: 'distance', page: 2, pageSize: 3 },
      { near: 'BN1', within: 100, sort: 'pay' },
    ];
    const found: JobSearchQuery[] = [];
    for (const [i, q] of ['', ...TYPED].entries()) {
      for (const [j, extra] of extras.entries()) {
        if ((i + j) % 2 === 1) continue; // half the pairs (the rest add little)
        found.push({ page: 1, pageSize: 20, location: city, ...(q ? { q } : {}), ...extra });
      }
    }
    found.push({ page: 1, pageSize: 20, location: city.toUpperCase(), q: 'chef' });
    found.push({ page: 1, pageSize: 20, location: 'Nowhere', q: 'chef' });
    return found;
  }

  async function compare(query: JobSearchQuery) {
    const expected = await referenceSearch(t.db, query);
    const actual = await searchJobs(t.db, query, null, new ReadCache(0));
    assert.deepEqual(actual, expected, JSON.stringify(query));
    return expected;
  }

  test('hundreds of searches: the same pages, totals and miles', async () => {
    const queries = searches();
    assert.ok(queries.length > 250);
    let nonEmpty = 0;
    let suggested = 0;
    for (const query of queries) {
      const page = await compare(query);
      if (page.items.length) nonEmpty += 1;
      if (page.didYouMean) suggested += 1;
    }
    // Some found nothing and were offered a search that does ("barsita": barista).
    assert.ok(suggested > 0, `${suggested} suggested`);
    // The searches mean something: most find jobs, some find none.
    assert.ok(nonEmpty > queries.length / 2, `${nonEmpty} of ${queries.length} found jobs`);
    assert.ok(nonEmpty < queries.length);
    // Common words find more than the cap: counted up to it, and the pages agree.
    for (const q of ['hospitality', 'hospitalty chef', '']) {
      for (const sort of ['relevance', 'newest'] as const) {
        const capped = await compare({ page: 3, pageSize: 50, location: city, q, sort });
        if (q !== 'hospitalty chef') assert.equal(capped.totalCapped, true, q);
      }
    }
    const titles = await compare({ page: 2, pageSize: 50, location: city, q: 'chef' });
    assert.ok(titles.total > 100);
  });

  test('after jobs and venues change past the API, still the same answers', async () => {
    const first = await compare({ page: 1, pageSize: 50, location: city, q: 'chef' });
    assert.ok(first.items.length > 0);
    // Another process: a job closed, one retitled with a word never seen, one past its closing
    // date, a venue re-typed and moved to another town, new jobs.
    const [closed, retitled, expired] = first.items.map((item) => item.id);
    // A word of this run alone (the database may be shared with other test files and runs).
    const letters = [...randomUUID().replace(/[^a-f]/g, '')].slice(0, 6).join('');
    const word = `quokkafish${letters}`;
    await t.db.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [closed]);
    await t.db.query(`UPDATE jobs SET title = $2 WHERE id = $1`, [retitled, `${word} Chef`]);
    await t.db.query(`UPDATE jobs SET closes_on = current_date - 1 WHERE id = $1`, [expired]);
    await t.db.query(`UPDATE venues SET venue_type = 'hotel', postcode = 'LS1 4DY' WHERE id = $1`, [
      venues[0],
    ]);
    await insertJobs(1000, 30);
    for (const query of searches().filter((_, i) => i % 3 === 0)) await compare(query);
    const again = await compare({ page: 1, pageSize: 50, location: city, q: 'chef' });
    const ids = again.items.map((item) => item.id);
    assert.ok(!ids.includes(closed) && !ids.includes(expired));
    assert.ok(ids.includes(retitled));
    // The new word corrects typos at once ("quokkafsh…").
    const typo = await compare({
      page: 1,
      pageSize: 20,
      location: city,
      q: word.replace('fish', 'fsh'),
    });
    assert.deepEqual(
      typo.items.map((item) => item.id),
      [retitled],
    );
    // The venue moved from Manchester to Leeds: found near LS1, no longer near M1 1AE.
    const nearLeeds = await compare({
      page: 1,
      pageSize: 50,
      location: city,
      near: 'LS1',
      within: 1,
    });
    assert.ok(nearLeeds.items.some((item) => item.venue.id === venues[0]));
  });

  test('searches over every job (no town) agree too', async () => {
    for (const q of ['chef', 'barrista', '', 'customer servise']) {
      for (const sort of ['newest', 'pay', 'closing', undefined] as const) {
        await compare({ page: 1, pageSize: 20, ...(q ? { q } : {}), ...(sort ? { sort } : {}) });
      }
    }
  });
});

describe('job cards: what a card shows now', () => {
  let t: TestApp;
  after(async () => {
    await t?.close();
  });

  test('a renamed venue and company show in the results at once', async () => {
    t = await startTestApp();
    const town = `Cardtown${randomUUID().slice(0, 8)}`;
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id, { city: town });
    const other = await insertVenue(t.db, company.id, { city: town, name: 'The Other Place' });
    for (const id of [venue.id, venue.id, other.id]) await insertJob(t.db, company.id, id);
    const search = { page: 1, pageSize: 20, location: town };
    const read = async () => {
      const expected = await referenceSearch(t.db, search);
      const actual = await searchJobs(t.db, search, null, new ReadCache(0));
      assert.deepEqual(actual, expected);
      return actual.items;
    };
    assert.equal((await read()).length, 3);
    // Past the API, as another process would: every card shows the new names and logo.
    await t.db.query(`UPDATE venues SET name = 'Renamed Café' WHERE id = $1`, [venue.id]);
    await t.db.query(`UPDATE companies SET name = 'Renamed Group', logo_url = $2 WHERE id = $1`, [
      company.id,
      'https://cdn.example.com/renamed.png',
    ]);
    const items = await read();
    assert.deepEqual(items.map((item) => item.venue.name).sort(), [
      'Renamed Café',
      'Renamed Café',
      'The Other Place',
    ]);
    for (const item of items) {
      assert.equal(item.company.name, 'Renamed Group');
      assert.equal(item.company.logoUrl, 'https://cdn.example.com/renamed.png');
    }
  });
});
