import { londonDay } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { SEARCH_COUNT_CAP } from 'shared-kernel/contract';
import type { JobCardRow } from '../serialize.js';
import type { SearchSort } from './filters.js';

// One search over job_cards (migration 022; docs/api.md "Search") in one statement: the page's
// cards in order (with the candidate's flags), the total up to the cap, and whether a venue of
// an open job waits for its position (a distance search places it and asks again).

/** A search as SQL takes it: filters already read (filters.ts), the words as a tsquery. */
export type CardQuery = {
  /** to_tsquery('english', …) text (search-words.ts), or null: no words. */
  tsquery: string | null;
  /** lower(town) */
  city: string | null;
  venueTypes: string[] | null;
  employmentTypes: string[] | null;
  salaryType: string | null;
  minAnnualPayPence: number | null;
  pace: string | null;
  near: {
    lat: number;
    lng: number;
    miles: number;
    box: { minLat: number; maxLat: number; minLng: number; maxLng: number };
  } | null;
  sort: SearchSort;
  offset: number;
  limit: number;
};

export type CardHit = JobCardRow & {
  distance_miles: number | null;
  saved: boolean;
  liked: boolean;
  applied: boolean;
};

export type CardAnswer = { rows: CardHit[]; total: number; venuesPending: boolean };

/** The orders over a page's keys `k` (ties broken by id, so pages never overlap). */
const ORDER: Record<SearchSort, string> = {
  // Title matches first (tier 1), then matches in skills or description; newest first in each.
  relevance: 'k.tier, k.published_at DESC, k.job_id DESC',
  newest: 'k.published_at DESC, k.job_id DESC',
  pay: 'k.annual_pay_max_pence DESC NULLS LAST, k.job_id',
  closing: 'k.closes_on ASC NULLS LAST, k.job_id',
  distance: 'k.distance_miles ASC, k.published_at DESC, k.job_id DESC',
};

/** What serializeJobCard reads, from job_cards as `a` (a card is always of an open job). */
export const cardColumns = (a: string) => `${a}.job_id AS id, ${a}.title, ${a}.skills,
  ${a}.employment_type, ${a}.salary_type, ${a}.salary_amount_pence, ${a}.salary_min_pence,
  ${a}.salary_max_pence, ${a}.tips_kind, ${a}.tips_average_pence, ${a}.pace, ${a}.team_size, ${a}.urgent, 'open' AS status,
  ${a}.published_at, ${a}.closes_on::text AS closes_on, ${a}.company_id, ${a}.day_parts,
  ${a}.venue_id, ${a}.venue_name, ${a}.venue_type, ${a}.city, ${a}.postcode,
  ${a}.company_name, ${a}.company_slug, ${a}.company_logo_url`;

/** The newest cards a search by relevance reads in order before it turns to the words' index. */
const READ_AHEAD = 1000;

/**
 * CTEs `name`: the newest `upTo` cards meeting `where` (of `tier`), without reading every match
 * and without trusting the planner's guess of how common the words are (it takes any word it has
 * no figures for to be in 1 card of 200, and would read every card in order for a word in none).
 * The newest READ_AHEAD cards are read in order first, which finds enough for a word common in
 * titles or skills; only when they hold fewer than `upTo` matches (a rare word, then) are the
 * matches found through the GIN index and sorted.
 */
function newestMatches(
  name: string,
  tier: number,
  keys: string,
  where: string,
  upTo: string,
  ahead: string,
): string {
  const newest = (a: string) => `ORDER BY ${a}.published_at DESC, ${a}.job_id DESC`;
  return `
    ${name}_ahead AS MATERIALIZED (
      SELECT ${tier} AS tier, ${keys}
      FROM (SELECT * FROM job_cards c ${newest('c')} LIMIT ${ahead}) c
      WHERE ${where} ${newest('c')} LIMIT ${upTo}),
    ${name} AS MATERIALIZED (
      SELECT * FROM ${name}_ahead WHERE (SELECT count(*) FROM ${name}_ahead) >= ${upTo}
      UNION ALL
      (SELECT * FROM (SELECT ${tier} AS tier, ${keys} FROM job_cards c WHERE ${where} OFFSET 0) s
       WHERE (SELECT count(*) FROM ${name}_ahead) < ${upTo} ${newest('s')} LIMIT ${upTo}))`;
}

export async function searchCards(
  db: Db,
  query: CardQuery,
  candidateId: string | null,
): Promise<CardAnswer> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // A closing day is a London day (shared-kernel rules/job-open.ts): open all of that day.
  const others = [`(c.closes_on IS NULL OR c.closes_on >= ${param(londonDay())}::date)`];
  const tsq = query.tsquery ? `to_tsquery('english', ${param(query.tsquery)}::text)` : '';
  if (query.city) others.push(`c.city_key = ${param(query.city)}`);
  let distance = 'NULL::float8';
  if (query.near) {
    const { lat, lng, miles, box } = query.near;
    distance = `great_circle_miles(${param(lat)}, ${param(lng)}, c.lat, c.lng)`;
    others.push(
      `c.lat BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
      `c.lng BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
      `${distance} <= ${param(miles)}`,
    );
  }
  if (query.venueTypes) others.push(`c.venue_type = ANY(${param(query.venueTypes)}::text[])`);
  if (query.employmentTypes)
    others.push(`c.employment_type = ANY(${param(query.employmentTypes)}::text[])`);
  if (query.salaryType) others.push(`c.salary_type = ${param(query.salaryType)}`);
  if (query.minAnnualPayPence !== null)
    others.push(`c.annual_pay_max_pence >= ${param(query.minAnnualPayPence)}`);
  if (query.pace) others.push(`c.pace = ${param(query.pace)}`);
  const filters = [...others, ...(tsq ? [`c.search_vector @@ ${tsq}`] : [])].join(' AND ');
  const candidate = candidateId ? param(candidateId) : null;
  // The flags and the pending check are functions (migration 024): planned once per connection.
  const flags = candidate
    ? 'f.saved, f.liked, f.applied'
    : 'false AS saved, false AS liked, false AS applied';
  const flagsJoin = candidate
    ? `LEFT JOIN candidate_job_flags(${candidate}, ARRAY(SELECT job_id FROM page)) f
         ON f.job_id = k.job_id`
    : '';
  const pending = query.near ? 'job_cards_geo_pending()' : 'false';
  const keys = `c.job_id, c.published_at, c.annual_pay_max_pence, c.closes_on,
                ${distance} AS distance_miles`;
  const order = ORDER[query.sort];
  const limit = param(query.limit);
  const offset = param(query.offset);
  // The total counts the matches up to past the cap, and a page's cards are read by id. How the
  // page is found depends on how many rows the search may touch:
  // - words near a place: the matches within the place's box, a bounded few, are read once (the
  //   box's index with the words' GIN index) for both the exact count and the page;
  // - words anywhere: nothing reads every match elsewhere than in titles. By relevance the title
  //   matches come first (tier 1) and the other matches (tier 2) are read only when the title
  //   matches do not fill the page; in any other order the matches up to past the cap are found
  //   through the words' index, sorted when they are within it, else read in an index's order;
  // - no words: the same, in the newest, pay or closing index's order.
  let page: string;
  let total: string | null = null;
  if (tsq && query.near) {
    const tier =
      query.sort === 'relevance' ? `CASE WHEN c.title_vector @@ ${tsq} THEN 1 ELSE 2 END` : '0';
    page = `
      k AS MATERIALIZED (SELECT ${tier} AS tier, ${keys} FROM job_cards c WHERE ${filters}),
      page AS (SELECT * FROM k ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
    total = 'SELECT count(*)::int FROM k';
  } else if (tsq && query.sort === 'relevance') {
    const upTo = param(query.offset + query.limit);
    const ahead = param(READ_AHEAD);
    const inTitle = [...others, `c.title_vector @@ ${tsq}`].join(' AND ');
    const elsewhere = `${filters} AND c.job_id NOT IN (SELECT job_id FROM t1)`;
    // Tier 1 through the title's GIN index (migration 023), always: a word's matches in titles
    // need not be spread over the dates (a day's jobs may all be of one kind), so reading ahead
    // in date order may find them no sooner. Tier 2 reads ahead first (newestMatches).
    page = `
      t1 AS MATERIALIZED (
        SELECT * FROM (SELECT 1 AS tier, ${keys} FROM job_cards c WHERE ${inTitle} OFFSET 0) s
        ORDER BY s.published_at DESC, s.job_id DESC LIMIT ${upTo}),
      ${newestMatches('t2', 2, keys, elsewhere, upTo, ahead)},
      page AS (SELECT * FROM (SELECT * FROM t1
                              UNION ALL
                              SELECT * FROM t2 WHERE (SELECT count(*) FROM t1) < ${upTo}) k
               ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
  } else if (tsq) {
    // Words in another order: the matches up to past the cap are found through the words' GIN
    // index once (they are also the total). Past the cap the words are common, and an index in
    // the order asked for finds a page of them soon; within it (a rare word, or a typo that
    // matches nothing) they are all here, and sorting them is cheaper than reading every card
    // in order to find none (the planner takes a word it has no figures for to be in 1 of 200).
    const cap = param(SEARCH_COUNT_CAP);
    const many = `(SELECT count(*) FROM m) > ${cap}`;
    page = `
      m AS MATERIALIZED (SELECT c.job_id FROM job_cards c WHERE ${filters}
                         LIMIT ${param(SEARCH_COUNT_CAP + 1)}),
      page AS (
        (SELECT * FROM (SELECT 0 AS tier, ${keys} FROM job_cards c WHERE ${filters}) k
         WHERE ${many} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
        UNION ALL
        (SELECT * FROM (SELECT 0 AS tier, ${keys} FROM job_cards c
                        WHERE c.job_id IN (SELECT job_id FROM m) OFFSET 0) k
         WHERE NOT ${many} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}))`;
    total = 'SELECT count(*)::int FROM m';
  } else {
    page = `
      page AS (SELECT * FROM (SELECT 0 AS tier, ${keys} FROM job_cards c WHERE ${filters}) k
               ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
  }
  total ??= `SELECT count(*)::int FROM (SELECT 1 FROM job_cards c WHERE ${filters}
             LIMIT ${param(SEARCH_COUNT_CAP + 1)}) f`;
  type Row = CardHit & { total: number; venues_pending: boolean };
  const { rows } = await db.query<Row>(
    `WITH ${page}
     SELECT t.total, t.venues_pending, p.*
     FROM (SELECT (${total}) AS total, ${pending} AS venues_pending) t
     LEFT JOIN LATERAL (
       SELECT ${cardColumns('c')}, k.distance_miles, ${flags}
       FROM page k JOIN job_cards c ON c.job_id = k.job_id ${flagsJoin}
       ORDER BY ${order}) p ON true`,
    params,
  );
  const first = rows[0];
  return {
    rows: first?.id ? rows : [],
    total: first?.total ?? 0,
    venuesPending: first?.venues_pending ?? false,
  };
}
