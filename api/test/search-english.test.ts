import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CORRECTION_SIMILARITY,
  CORRECTIONS_PER_WORD,
  MIN_CORRECTED_LENGTH,
} from '../src/modules/jobs/search-words.js';
import {
  ENGLISH_STOP_WORD_COUNT,
  englishLexeme,
  isEnglishStopWord,
} from '../src/modules/jobs/search/english.js';
import { similarity, wordTrigrams } from '../src/modules/jobs/search/trigram.js';
import { Vocabulary } from '../src/modules/jobs/search/vocabulary.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The search engine's English (search/english.ts) and trigrams (search/trigram.ts) against
// PostgreSQL's own: `english` stemming and stop words, pg_trgm `similarity`, and the nearest
// known words to a typo as forgivingTsquery (search-words.ts) finds them with pg_trgm.

/** Words people write in and about hospitality jobs, and the stemmer's awkward cases. */
const WORDS = [
  ...'barista baristas bartender bartenders bartending receptionist receptionists chef chefs'.split(
    ' ',
  ),
  ...'cook cooks cooking cooked kitchen kitchens porter porters waiter waiters waitress'.split(' '),
  ...'waitresses waiting waited host hosts hosting hostess housekeeper housekeeping sommelier'.split(
    ' ',
  ),
  ...'mixologist mixology cocktail cocktails espresso latte art pastry pastries manager'.split(' '),
  ...'managers managing management managed service services serving served customer'.split(' '),
  ...'customers knowledge knowledgeable knowing friendly friendlier friendliest hospitality'.split(
    ' ',
  ),
  ...'generous generously running runs ran skies sky dying lying tying news atlas cosmos'.split(
    ' ',
  ),
  ...'bias andes innings inning outing canning herring earring proceed exceed succeed'.split(' '),
  ...'gently ugly early only singly commune communism arsenal generate general generic'.split(' '),
  ...'universal universe past yesterday said says cried ties tie agreed feed bleed hoping'.split(
    ' ',
  ),
  ...'hopping hoped happily happiness relational conditional rational valenci digitizer'.split(' '),
  ...'conformabli radicalli differentli vileli analogousli vietnamization predication'.split(' '),
  ...'operator feudalism decisiveness hopefulness callousness formaliti sensitiviti'.split(' '),
  ...'sensibiliti triplicate formative formalize electriciti electrical hopeful goodness'.split(
    ' ',
  ),
  ...'revival allowance inference airliner gyroscopic adjustable defensible irritant'.split(' '),
  ...'replacement adjustment dependent adoption homologou communism activate angulariti'.split(' '),
  ...'homologous effective bowdlerize probate rate cease controll roll shifts weekend'.split(' '),
  ...'weekends evenings mornings training trained apprentices apprenticeship seasonal'.split(' '),
  ...'produce suppliers tips shared fairly meals guests guest team teams busy café crème'.split(
    ' ',
  ),
  ...'naïve über the a an and of to in is are was be been being have has do does did'.split(' '),
  ...'i me my we our you he she it they them what which who this that these those am'.split(' '),
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
  'sommelier',
  'managr',
  'cok',
  'suos',
  'zzzz',
];

describe('search English and trigrams: the same as PostgreSQL', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('stems and stop words: englishLexeme equals to_tsquery(english, word)', async () => {
    const words = [...new Set([...WORDS, ...TYPOS, '2nd', '24', 'a1', 'b2b'])];
    const { rows } = await t.db.query<{ word: string; lexemes: string[] }>(
      `SELECT w AS word, tsvector_to_array(to_tsvector('english', w)) AS lexemes
       FROM unnest($1::text[]) AS w`,
      [words],
    );
    assert.equal(rows.length, words.length);
    for (const { word, lexemes } of rows) {
      assert.deepEqual(englishLexeme(word), lexemes[0] ?? null, word);
      assert.equal(isEnglishStopWord(word), lexemes.length === 0, word);
    }
  });

  test('every stop word is one for PostgreSQL; the list is english.stop (127 words)', async () => {
    assert.equal(ENGLISH_STOP_WORD_COUNT, 127);
    const stop = ['i', 'ourselves', 'whom', 'doing', 'against', 'further', 'nor', 's', 't', 'don'];
    const { rows } = await t.db.query<{ word: string; lexemes: string[] }>(
      `SELECT w AS word, tsvector_to_array(to_tsvector('english', w)) AS lexemes
       FROM unnest($1::text[]) AS w`,
      [stop],
    );
    for (const { word, lexemes } of rows) {
      assert.ok(isEnglishStopWord(word), word);
      assert.deepEqual(lexemes, [], word);
    }
  });

  test('trigram similarity equals pg_trgm similarity, to the float4', async () => {
    assert.deepEqual(wordTrigrams('cat').sort(), ['  c', ' ca', 'at ', 'cat'].sort());
    const pairs = TYPOS.flatMap((typo) => WORDS.slice(0, 60).map((word) => [typo, word]));
    const { rows } = await t.db.query<{ a: string; b: string; s: number }>(
      `SELECT a, b, similarity(a, b) AS s FROM unnest($1::text[], $2::text[]) AS p(a, b)`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    let alike = 0;
    for (const { a, b, s } of rows) {
      assert.equal(similarity(a, b), Math.fround(Number(s)), `${a} ~ ${b}`);
      if (s >= CORRECTION_SIMILARITY) alike += 1;
    }
    assert.ok(alike > 10, 'some pairs are alike enough to correct');
  });

  test('the nearest known words to a typo: the same words, in the same order, as pg_trgm', async () => {
    const vocabulary = new Vocabulary();
    const { rows: known } = await t.db.query<{ word: string; lexemes: string[] }>(
      `SELECT w AS word, tsvector_to_array(to_tsvector('english', w)) AS lexemes
       FROM unnest($1::text[]) AS w`,
      [WORDS],
    );
    for (const { word, lexemes } of known) vocabulary.add(word, lexemes);
    const { rows } = await t.db.query<{ typed: string; near: string[] }>(
      `SELECT t AS typed,
         ARRAY(SELECT w FROM unnest($2::text[]) AS w
               WHERE similarity(w, t) >= $3::real
               ORDER BY w <-> t, w COLLATE "C" LIMIT $4) AS near
       FROM unnest($1::text[]) AS t`,
      [TYPOS, WORDS, CORRECTION_SIMILARITY, CORRECTIONS_PER_WORD],
    );
    let corrected = 0;
    for (const { typed, near } of rows) {
      assert.deepEqual(vocabulary.nearest(typed), near, typed);
      if (near.length) corrected += 1;
    }
    assert.ok(corrected > 10);
    // Short words are taken as typed; known words are not corrected; stop words are left out.
    assert.ok(MIN_CORRECTED_LENGTH > 'cok'.length);
    assert.deepEqual(vocabulary.forgivingQuery('cok'), [['cok']]);
    assert.deepEqual(vocabulary.forgivingQuery('the chefs'), [['chef']]);
    assert.deepEqual(vocabulary.forgivingQuery('the'), null);
    assert.deepEqual(vocabulary.forgivingQuery('barrista'), [['barrista', 'barista']]);
  });
});
