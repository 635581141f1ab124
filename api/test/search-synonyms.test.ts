import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { insertCompany, insertJob, insertVenue } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The trade's words (issue 41; migration 029_search_synonyms.sql, search-words.ts): a synonym,
// as typed or with a typo, finds the jobs it means and no others; "Did you mean" when nothing
// matches.

const TITLES = [
  'Waiter',
  'Kitchen Porter',
  'Pot Washer',
  'Chef de Partie',
  'Commis Chef',
  'Head Chef',
  'Bartender',
  'Bar Back',
  'Restaurant Host',
  'Housekeeper',
  'Room Attendant',
  'Barista',
  'Night Receptionist',
];

/** What each typed search finds among the jobs above (sorted titles). */
const FINDS: [string, string[]][] = [
  ['waitress', ['Waiter']],
  ['waitres', ['Waiter']],
  ['waiting staff', ['Waiter']],
  ['KP', ['Kitchen Porter', 'Pot Washer']],
  ['kitchen porter', ['Kitchen Porter', 'Pot Washer']],
  ['kitchen portor', ['Kitchen Porter', 'Pot Washer']],
  ['pot wash', ['Kitchen Porter', 'Pot Washer']],
  ['CDP', ['Chef de Partie']],
  ['chef de partie', ['Chef de Partie']],
  ['FOH', ['Bar Back', 'Bartender', 'Restaurant Host', 'Waiter']],
  ['front of house', ['Bar Back', 'Bartender', 'Restaurant Host', 'Waiter']],
  ['barback', ['Bar Back']],
  ['barbak', ['Bar Back']],
  ['mixologist', ['Bartender']],
  ['housekeeper', ['Housekeeper', 'Room Attendant']],
  ['housekeper', ['Housekeeper', 'Room Attendant']],
  ['room attendant', ['Housekeeper', 'Room Attendant']],
  ['chambermaid', ['Housekeeper', 'Room Attendant']],
  // One way: a Waiter search does not find every front-of-house job.
  ['waiter', ['Waiter']],
  ['bartender', ['Bartender']],
  // As before: words that are no synonym.
  ['chef', ['Chef de Partie', 'Commis Chef', 'Head Chef']],
  ['barista', ['Barista']],
];

describe('search knows the trade: synonyms, their typos, "Did you mean"', () => {
  let t: TestApp;
  let town: string;
  before(async () => {
    t = await startTestApp();
    // A town of its own: the searches below see only these jobs (a shared PostgreSQL database).
    town = `Tradetown${randomUUID().slice(0, 8)}`;
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id, { city: town });
    for (const title of TITLES)
      await insertJob(t.db, company.id, venue.id, { title, skills: ['teamwork'] });
  });
  after(async () => {
    await t.close();
  });

  const search = async (q: string, extra = '') => {
    const res = await t
      .client()
      .get(`/api/jobs?location=${town}&q=${encodeURIComponent(q)}${extra}`);
    assert.equal(res.status, 200, res.text);
    return res.body as { items: { title: string }[]; total: number; didYouMean: string | null };
  };
  const titles = async (q: string) =>
    (await search(q)).items.map((item) => item.title).sort((a, b) => a.localeCompare(b));

  for (const [q, expected] of FINDS)
    test(`"${q}" finds ${expected.join(', ')}`, async () => {
      assert.deepEqual(await titles(q), expected);
    });

  test('a close miss gets "Did you mean", an exact match and nonsense do not', async () => {
    // Too far from "barista" to be corrected (pg_trgm similarity 0.33), near enough to suggest.
    const miss = await search('Barsita');
    assert.equal(miss.total, 0);
    assert.equal(miss.didYouMean, 'barista');
    // The suggestion, which then finds through the synonyms too.
    const far = await search('howskeeper');
    assert.equal(far.total, 0);
    assert.equal(far.didYouMean, 'housekeeper');
    assert.deepEqual(await titles(far.didYouMean), ['Housekeeper', 'Room Attendant']);

    const exact = await search('barista');
    assert.equal(exact.total, 1);
    assert.equal(exact.didYouMean, null);
    assert.equal((await search('zzzzqx')).didYouMean, null);
    // A suggestion that would find nothing here either is not offered.
    assert.equal((await search('barsita', '&venueType=hotel')).didYouMean, null);
  });
});
