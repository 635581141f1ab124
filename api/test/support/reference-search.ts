import type { JobListItem, JobPage, JobSearchQuery } from 'shared-kernel/contract';
import { SEARCH_COUNT_CAP } from 'shared-kernel/contract';
import { londonDay } from 'shared-kernel/rules';
import type { Db } from '../../src/db/client.js';
import { geocodeVenues, roundMiles } from '../../src/modules/geo/index.js';
import { didYouMean, forgivingTsquery } from '../../src/modules/jobs/search-words.js';
import {
  commaList,
  minAnnualPayPence,
  nearOf,
  placeNear,
  sortOf,
} from '../../src/modules/jobs/search/filters.js';
import {
  JOB_COLUMNS,
  JOB_FROM,
  serializeJobCard,
  type JobRow,
} from '../../src/modules/jobs/serialize.js';

// The job search straight over jobs, venues and companies (no job_cards), as it ran before the
// cards table: test/search-cards.test.ts expects the API's search (over job_cards, kept by
// triggers) to answer the same, so a card that missed a change shows as a difference.

const ORDER = {
  relevance: 'j.published_at DESC, j.id DESC', // without words: the newest (tiers: below)
  newest: 'j.published_at DESC, j.id DESC',
  pay: 'j.annual_pay_max_pence DESC NULLS LAST, j.id',
  closing: 'j.closes_on ASC NULLS LAST, j.id',
  distance: 'distance_miles ASC, j.published_at DESC, j.id DESC',
} as const;

/** One page of open jobs and the total, the same for everyone. */
export async function referenceSearch(db: Db, query: JobSearchQuery): Promise<JobPage> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [
    `j.status = 'open'`,
    `(j.closes_on IS NULL OR j.closes_on >= ${param(londonDay())}::date)`,
  ];
  if (query.near?.trim()) await geocodeVenues(db);
  const tsquery = query.q?.trim() ? await forgivingTsquery(db, query.q) : null;
  const tsq = tsquery ? `to_tsquery('english', ${param(tsquery)})` : null;
  if (query.location?.trim()) where.push(`lower(v.city) = lower(${param(query.location.trim())})`);
  const place = placeNear(query);
  let distance = 'NULL::float8';
  if (place) {
    const near = nearOf(query, place);
    distance = `great_circle_miles(${param(near.lat)}, ${param(near.lng)}, v.lat, v.lng)`;
    where.push(
      `v.lat BETWEEN ${param(near.box.minLat)} AND ${param(near.box.maxLat)}`,
      `v.lng BETWEEN ${param(near.box.minLng)} AND ${param(near.box.maxLng)}`,
      `${distance} <= ${param(near.miles)}`,
    );
  }
  if (query.venueType) where.push(`v.venue_type = ANY(${param(commaList(query.venueType))})`);
  if (query.employmentType)
    where.push(`j.employment_type = ANY(${param(commaList(query.employmentType))})`);
  if (query.payType) where.push(`j.salary_type = ${param(query.payType)}`);
  const minPay = minAnnualPayPence(query);
  if (minPay !== null) where.push(`j.annual_pay_max_pence >= ${param(minPay)}`);
  if (query.pace) where.push(`j.pace = ${param(query.pace)}`);
  const filters = where.join(' AND ');
  const matching = tsq ? `${filters} AND j.search_vector @@ ${tsq}` : filters;

  const sort = sortOf(query, Boolean(tsq), Boolean(place));
  const columns = `${JOB_COLUMNS}, ${distance} AS distance_miles`;
  type Row = JobRow & { distance_miles: number | null };
  const pageStart = (query.page - 1) * query.pageSize;
  const pageEnd = query.page * query.pageSize;
  const read = async (match: string, order: string, limit: number, offset: number) => {
    const at = [...params, limit, offset];
    const { rows } = await db.query<Row>(
      `SELECT ${columns} FROM ${JOB_FROM} WHERE ${filters}${match ? ` AND ${match}` : ''}
       ORDER BY ${order} LIMIT $${at.length - 1} OFFSET $${at.length}`,
      at,
    );
    return rows;
  };
  const page = async (): Promise<Row[]> => {
    if (!(sort === 'relevance' && tsq))
      return read(tsq ? `j.search_vector @@ ${tsq}` : '', ORDER[sort], query.pageSize, pageStart);
    // Best match: title matches, then the other matches, newest first in each.
    const title = `to_tsvector('english', j.title)`;
    const titles = await read(`${title} @@ ${tsq}`, ORDER.newest, pageEnd, 0);
    const others =
      titles.length < pageEnd
        ? await read(
            `j.search_vector @@ ${tsq} AND NOT (${title} @@ ${tsq})`,
            ORDER.newest,
            pageEnd - titles.length,
            0,
          )
        : [];
    return [...titles, ...others].slice(pageStart, pageEnd);
  };
  const countParams = [...params, SEARCH_COUNT_CAP + 1];
  const rows = await page();
  const { rows: totals } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (
       SELECT 1 FROM jobs j JOIN venues v ON v.id = j.venue_id WHERE ${matching}
       LIMIT $${countParams.length}) AS found`,
    countParams,
  );
  const total = totals[0].total;
  // Nothing found: the suggestion, when the same search for it finds jobs.
  const suggestion =
    total === 0 && tsq && query.q
      ? await didYouMean(
          db,
          query.q,
          async (q) => (await referenceSearch(db, { ...query, q, page: 1, pageSize: 1 })).total > 0,
        )
      : null;
  return {
    items: rows.map((row): JobListItem => {
      const job = serializeJobCard(row);
      return row.distance_miles == null
        ? job
        : { ...job, distanceMiles: roundMiles(row.distance_miles) };
    }),
    total: Math.min(total, SEARCH_COUNT_CAP),
    ...(total > SEARCH_COUNT_CAP ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
    didYouMean: suggestion,
  };
}
