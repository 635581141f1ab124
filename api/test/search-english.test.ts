import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  CORRECTION_SIMILARITY,
  CORRECTIONS_PER_WORD,
  forgivingTsquery,
  MIN_CORRECTED_LENGTH,
} from '../src/modules/jobs/search-words.js';
import { insertCompany, insertJob, insertVenue } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Search's English, all PostgreSQL's own (docs/api.md "Search"): `english` stemming and stop
// words over job_cards' tsvector, and typo correction against the search vocabulary with pg_trgm
// (search-words.ts): the nearest known words, as its trigram index finds them, are those a full
// scan of the vocabulary orders first (then any synonyms of theirs, 029).

/** Words people write in and about hospitality jobs. */
const WORDS = [
  ...'barista baristas bartender bartenders bartending receptionist receptionists chef chefs'.split(
    ' ',
  ),
  ...'cook cooks cooking cooked kitchen kitchens porter porters waiter waiters waitress'.split(' '),
  ...'host hosts hosting hostess housekeeper housekeeping sommelier mixologist mixology'.split(' '),
  ...'cocktail cocktails espresso latte art pastry pastries manager managers managing'.split(' '),
  ...'service services serving customer customers knowledge friendly hospitality safety'.split(' '),
];

const TYPOS = [
  'barrista',
  'recepionist',
  'receptionst',
  'bartendr',
  'waitor',
  'mixologyst',
  'portor',
  'housekeepr',
  'coctails',
  'expresso',
  'servise',
  'knowlege',
  'safty',
  'pastri',
  'managr',
  'cok',
  'zzzz',
];

describe('search English: stems, stop words and typos in PostgreSQL', () => {
  let t: TestApp;
  let town: string;
  before(async () => {
    t = await startTestApp();
    town = `Stemtown${randomUUID().slice(0, 8)}`;
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id, { city: town });
    await insertJob(t.db, company.id, venue.id, { title: 'Bartender', skills: ['cocktails'] });
    await insertJob(t.db, company.id, venue.id, { title: 'Head Chef', skills: ['knife skills'] });
    // Every word above in the vocabulary (search_words: the words of titles and skills).
    await insertJob(t.db, company.id, venue.id, {
      title: 'Hospitality Assistant',
      skills: WORDS,
      status: 'draft',
    });
  });
  after(async () => {
    await t.close();
  });

  const titles = async (q: string) => {
    const res = await t
      .client()
      .get(`/api/jobs?location=${town}&sort=newest&q=${encodeURIComponent(q)}`);
    assert.equal(res.status, 200, q);
    return (res.body.items as { title: string }[]).map((item) => item.title).sort();
  };

  test('stems: bartending, bartenders and chefs find what they mean', async () => {
    assert.deepEqual(await titles('bartending'), ['Bartender']);
    assert.deepEqual(await titles('bartenders'), ['Bartender']);
    assert.deepEqual(await titles('cocktail'), ['Bartender']);
    assert.deepEqual(await titles('chefs'), ['Head Chef']);
  });

  test('stop words are left out: "the" alone finds every job, "the chef" the chef', async () => {
    assert.equal(await forgivingTsquery(t.db, 'the'), null);
    assert.equal(await forgivingTsquery(t.db, 'the chefs'), '(chefs)');
    assert.deepEqual(await titles('the'), ['Bartender', 'Head Chef']);
    assert.deepEqual(await titles('the chef'), ['Head Chef']);
  });

  test('a typo: the nearest known words, as a full scan of the vocabulary orders them', async () => {
    const { rows } = await t.db.query<{ typed: string; near: string[] }>(
      `SELECT t AS typed,
         ARRAY(SELECT w.word FROM search_words w
               WHERE similarity(w.word, t) >= $2::real
               ORDER BY w.word <-> t, w.word LIMIT $3) AS near
       FROM unnest($1::text[]) AS t`,
      [TYPOS, CORRECTION_SIMILARITY, CORRECTIONS_PER_WORD],
    );
    let corrected = 0;
    let widened = 0;
    for (const { typed, near } of rows) {
      const words =
        typed.length < MIN_CORRECTED_LENGTH || !near.length ? [typed] : [typed, ...near];
      // The words as typed and corrected first; then, when a correction is a synonym term
      // (029: "waitor" → waiter), what it finds (search-synonyms.test.ts).
      const query = (await forgivingTsquery(t.db, typed)) ?? '';
      const start = `(${words.join(' | ')}`;
      assert.ok(query === `${start})` || query.startsWith(`${start} | `), `${typed}: ${query}`);
      if (words.length > 1) corrected += 1;
      if (query !== `${start})`) widened += 1;
    }
    assert.ok(widened > 0 && widened < corrected, `${widened} widened by synonyms`);
    assert.ok(corrected > 10, `${corrected} corrected`);
    // Short words are taken as typed; known words are not corrected.
    assert.equal(await forgivingTsquery(t.db, 'cok'), '(cok)');
    assert.equal(await forgivingTsquery(t.db, 'barista'), '(barista)');
    assert.match((await forgivingTsquery(t.db, 'barrista')) ?? '', /^\(barrista \| barista\b/);
    assert.deepEqual(await titles('bartendr'), ['Bartender']);
    assert.deepEqual(await titles('zzzz'), []);
  });
});
