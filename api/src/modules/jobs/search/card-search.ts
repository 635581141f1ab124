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

/** The orders over a match's keys `k` (ties broken by id, so pages never overlap). */
const ORDER: Record<SearchSort, string> = {
  // Title matches first, then matches in skills or description; newest first in each.
  relevance: 'k.title_hit DESC, k.published_at DESC, k.job_id DESC',
  newest: 'k.published_at DESC, k.job_id DESC',
  pay: 'k.annual_pay_max_pence DESC NULLS LAST, k.job_id',
  closing: 'k.closes_on ASC NULLS LAST, k.job_id',
  distance: 'k.distance_miles ASC, k.published_at DESC, k.job_id DESC',
};

/** What serializeJobCard reads, from job_cards as `a` (a card is always of an open job). */
export const cardColumns = (a: string) => `${a}.job_id AS id, ${a}.title, ${a}.skills,
  ${a}.employment_type, ${a}.salary_type, ${a}.salary_amount_pence, ${a}.salary_min_pence,
  ${a}.salary_max_pence, ${a}.pace, ${a}.team_size, ${a}.urgent, 'open' AS status,
  ${a}.published_at, ${a}.closes_on::text AS closes_on, ${a}.company_id, ${a}.day_parts,
  ${a}.venue_id, ${a}.venue_name, ${a}.venue_type, ${a}.city, ${a}.postcode,
  ${a}.company_name, ${a}.company_slug, ${a}.company_logo_url`;

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
  const where = [`(c.closes_on IS NULL OR c.closes_on >= ${param(londonDay())}::date)`];
  const tsq = query.tsquery ? `to_tsquery('english', ${param(query.tsquery)}::text)` : '';
  if (query.tsquery) where.push(`c.search_vector @@ ${tsq}`);
  if (query.city) where.push(`c.city_key = ${param(query.city)}`);
  let distance = 'NULL::float8';
  if (query.near) {
    const { lat, lng, miles, box } = query.near;
    distance = `great_circle_miles(${param(lat)}, ${param(lng)}, c.lat, c.lng)`;
    where.push(
      `c.lat BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
      `c.lng BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
      `${distance} <= ${param(miles)}`,
    );
  }
  if (query.venueTypes) where.push(`c.venue_type = ANY(${param(query.venueTypes)}::text[])`);
  if (query.employmentTypes)
    where.push(`c.employment_type = ANY(${param(query.employmentTypes)}::text[])`);
  if (query.salaryType) where.push(`c.salary_type = ${param(query.salaryType)}`);
  if (query.minAnnualPayPence !== null)
    where.push(`c.annual_pay_max_pence >= ${param(query.minAnnualPayPence)}`);
  if (query.pace) where.push(`c.pace = ${param(query.pace)}`);
  const filters = where.join(' AND ');
  const candidate = candidateId ? param(candidateId) : null;
  const flags = candidate
    ? `EXISTS (SELECT 1 FROM saved_jobs x WHERE x.candidate_id = ${candidate} AND x.job_id = k.job_id) AS saved,
       EXISTS (SELECT 1 FROM job_preferences x WHERE x.candidate_id = ${candidate}
               AND x.job_id = k.job_id AND x.action = 'like') AS liked,
       EXISTS (SELECT 1 FROM applications x WHERE x.candidate_id = ${candidate}
               AND x.job_id = k.job_id) AS applied`
    : 'false AS saved, false AS liked, false AS applied';
  const pending = query.near ? 'EXISTS (SELECT 1 FROM job_cards WHERE geo_pending)' : 'false';
  const limit = param(query.limit);
  const offset = param(query.offset);
  const order = ORDER[query.sort];
  type Row = CardHit & { total: number; venues_pending: boolean };
  // Without words the count stops past the cap and the page is read in an index's order (the
  // newest, pay or closing index) and stops at the page. With words every match is sorted
  // anyway: the matches' keys are read once (the GIN index, then the rows) and the count and
  // the page both come from them; the page's cards are read by id.
  const { rows } = query.tsquery
    ? await db.query<Row>(
        `WITH k AS MATERIALIZED (
           SELECT c.job_id, c.published_at, c.annual_pay_max_pence, c.closes_on,
                  c.title_vector @@ ${tsq} AS title_hit, ${distance} AS distance_miles
           FROM job_cards c WHERE ${filters}),
         page AS (SELECT * FROM k ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
         SELECT t.total, t.venues_pending, p.*
         FROM (SELECT (SELECT count(*)::int FROM k) AS total, ${pending} AS venues_pending) t
         LEFT JOIN LATERAL (
           SELECT ${cardColumns('c')}, k.distance_miles, ${flags}
           FROM page k JOIN job_cards c ON c.job_id = k.job_id ORDER BY ${order}) p ON true`,
        params,
      )
    : await db.query<Row>(
        `SELECT t.total, t.venues_pending, p.*
         FROM (SELECT (SELECT count(*)::int FROM (
                         SELECT 1 FROM job_cards c WHERE ${filters}
                         LIMIT ${param(SEARCH_COUNT_CAP + 1)}) found) AS total,
                      ${pending} AS venues_pending) t
         LEFT JOIN LATERAL (
           SELECT ${cardColumns('k')}, k.distance_miles, ${flags}
           FROM (SELECT c.*, ${distance} AS distance_miles FROM job_cards c WHERE ${filters}) k
           ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p ON true`,
        params,
      );
  const first = rows[0];
  return {
    rows: first?.id ? rows : [],
    total: first?.total ?? 0,
    venuesPending: first?.venues_pending ?? false,
  };
}
