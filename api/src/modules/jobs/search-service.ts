import type { JobDetail, JobListItem, JobPage, JobSearchQuery } from 'shared-kernel/contract';
import { SEARCH_COUNT_CAP, SEARCH_RADIUS_MILES } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { ReadCache } from '../../http/read-cache.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { User } from '../auth/users.js';
import { boundingBox, geocodeVenues, lookupPlace, roundMiles, type Place } from '../geo/index.js';
import { candidateContext } from './candidate-context.js';
import { cultureMatchOf, skillsMatch } from './matching.js';
import { withCandidateFlags } from './saved-service.js';
import { forgivingTsquery } from './search-words.js';
import { JOB_COLUMNS, JOB_FROM, serializeJob, type JobRow } from './serialize.js';

// Public job search and job detail (docs/api.md "Search"). Open jobs only (a job whose closing
// date has passed is left out even before it is closed).

export type SearchQuery = JobSearchQuery;

/** Hours in a working year: hourly pay × 1950 = annual pay (as annual_pay_*_pence). */
export const HOURS_PER_YEAR = 1950;

const ORDER = {
  relevance: 'j.published_at DESC, j.id DESC', // without words: the newest (tiers: publicSearch)
  newest: 'j.published_at DESC, j.id DESC',
  pay: 'j.annual_pay_max_pence DESC NULLS LAST, j.id',
  closing: 'j.closes_on ASC NULLS LAST, j.id',
  distance: 'distance_miles ASC, j.published_at DESC, j.id DESC',
} as const;

const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Filters: `q` full text over title (most weight), skills and description, forgiving typos
 * (search-words.ts); `location` the venue's city (case-insensitive); `near` + `within` the venue
 * within that many miles of a UK town or postcode district; `venueType` and `employmentType` one
 * value or a comma list; `payMin` in pounds per `payType` (yearly by default; hourly × 1950)
 * against the job's highest annual pay; `payType` also keeps only jobs paid that way; `pace`.
 * A signed-in candidate gets their saved, liked and applied flags on each job (never cached).
 */
export async function searchJobs(
  db: Db,
  query: SearchQuery,
  user: User | null,
  cache: ReadCache,
): Promise<JobPage> {
  const page = await cache.read(`jobs:${JSON.stringify(query)}`, () => publicSearch(db, query));
  if (user?.userType !== 'candidate') return page;
  return { ...page, items: await withCandidateFlags(db, user.id, page.items) };
}

/** 400 for a `near` the place list does not have (an error never repeats what was sent). */
export const NEAR_UNKNOWN = 'Unknown place: give a UK town or a postcode district such as M1';

function placeNear(query: SearchQuery): Place | null {
  const near = query.near?.trim();
  if (!near) return null;
  const place = lookupPlace(near);
  if (!place) throw badRequest(NEAR_UNKNOWN, 'near');
  return place;
}

/** One page of open jobs and the total, the same for everyone (so it can be cached). */
async function publicSearch(db: Db, query: SearchQuery): Promise<JobPage> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`j.status = 'open'`, '(j.closes_on IS NULL OR j.closes_on >= current_date)'];
  // A venue added or moved since is placed first (cheap when none is pending: a partial index).
  if (query.near?.trim()) await geocodeVenues(db);
  const tsquery = query.q?.trim() ? await forgivingTsquery(db, query.q) : null;
  const tsq = tsquery ? `to_tsquery('english', ${param(tsquery)})` : null;
  if (query.location?.trim()) where.push(`lower(v.city) = lower(${param(query.location.trim())})`);
  const place = placeNear(query);
  let distance = 'NULL::float8';
  if (place) {
    const miles = query.within ?? SEARCH_RADIUS_MILES.default;
    distance = `great_circle_miles(${param(place.lat)}, ${param(place.lng)}, v.lat, v.lng)`;
    // A box first (an index range on the venue's coordinates), then the exact distance.
    const box = boundingBox(place, miles);
    where.push(
      `v.lat BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
      `v.lng BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
      `${distance} <= ${param(miles)}`,
    );
  }
  if (query.venueType) where.push(`v.venue_type = ANY(${param(commaList(query.venueType))})`);
  if (query.employmentType)
    where.push(`j.employment_type = ANY(${param(commaList(query.employmentType))})`);
  if (query.payType) where.push(`j.salary_type = ${param(query.payType)}`);
  if (query.payMin != null) {
    const annualPence = Math.round(
      query.payMin * 100 * (query.payType === 'hourly' ? HOURS_PER_YEAR : 1),
    );
    where.push(`j.annual_pay_max_pence >= ${param(annualPence)}`);
  }
  if (query.pace) where.push(`j.pace = ${param(query.pace)}`);
  const filters = where.join(' AND ');
  const matching = tsq ? `${filters} AND j.search_vector @@ ${tsq}` : filters;

  const sort = sortOf(query, Boolean(tsq), Boolean(place));
  const columns = `${JOB_COLUMNS}, ${distance} AS distance_miles`;
  type Row = JobRow & { distance_miles: number | null };
  const pageStart = (query.page - 1) * query.pageSize;
  const pageEnd = query.page * query.pageSize;
  /** Rows matching `match`, in `order`, from `offset`. */
  const read = async (match: string, order: string, limit: number, offset: number) => {
    const at = [...params, limit, offset];
    const { rows } = await db.query<Row>(
      `SELECT ${columns} FROM ${JOB_FROM} WHERE ${filters}${match ? ` AND ${match}` : ''}
       ORDER BY ${order} LIMIT $${at.length - 1} OFFSET $${at.length}`,
      at,
    );
    return rows;
  };
  /** The page: on PostgreSQL read beside the count (two pool connections). */
  const page = async (): Promise<Row[]> => {
    if (!(sort === 'relevance' && tsq))
      return read(tsq ? `j.search_vector @@ ${tsq}` : '', ORDER[sort], query.pageSize, pageStart);
    // Best match: title matches, then the other matches, newest first in each (each read in
    // published order through jobs_status_published_idx, or the text indexes when few match).
    // The second tier is read only when the first does not fill the page.
    const titles = await read(`j.title_vector @@ ${tsq}`, ORDER.newest, pageEnd, 0);
    const others =
      titles.length < pageEnd
        ? await read(
            `j.search_vector @@ ${tsq} AND NOT (j.title_vector @@ ${tsq})`,
            ORDER.newest,
            pageEnd - titles.length,
            0,
          )
        : [];
    return [...titles, ...others].slice(pageStart, pageEnd);
  };
  // Counted up to the cap (a page of 1,000+ is said so), so that a common word stays cheap.
  const countParams = [...params, SEARCH_COUNT_CAP + 1];
  const [rows, { rows: totals }] = await Promise.all([
    page(),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (
         SELECT 1 FROM jobs j JOIN venues v ON v.id = j.venue_id WHERE ${matching}
         LIMIT $${countParams.length}) AS found`,
      countParams,
    ),
  ]);
  const total = totals[0].total;
  return {
    items: rows.map((row): JobListItem => {
      const job = serializeJob(row);
      return row.distance_miles == null
        ? job
        : { ...job, distanceMiles: roundMiles(row.distance_miles) };
    }),
    total: Math.min(total, SEARCH_COUNT_CAP),
    ...(total > SEARCH_COUNT_CAP ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The order asked for; by default the best match with `q`, else the newest. */
function sortOf(query: SearchQuery, hasText: boolean, hasPlace: boolean): keyof typeof ORDER {
  const sort = query.sort ?? (hasText ? 'relevance' : 'newest');
  if (sort === 'relevance' && !hasText) return 'newest';
  if (sort === 'distance' && !hasPlace) return 'newest';
  return sort;
}

type DetailRow = JobRow & {
  is_member: boolean;
  saved: boolean;
  liked: boolean;
  application_id: string | null;
};

/**
 * One job: open ones for everyone, drafts and closed ones only for its company's recruiters
 * (404 otherwise). A signed-in candidate also gets saved, liked, applied, culture and matching
 * reasons.
 */
export async function jobDetail(db: Db, jobId: string, user: User | null): Promise<JobDetail> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${JOB_COLUMNS},
       EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = j.company_id AND m.user_id = $2)
         AS is_member,
       EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = $2) AS saved,
       EXISTS (SELECT 1 FROM job_preferences p
               WHERE p.job_id = j.id AND p.candidate_id = $2 AND p.action = 'like') AS liked,
       (SELECT a.id FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $2)
         AS application_id
     FROM ${JOB_FROM} WHERE j.id = $1`,
    [jobId, user?.id ?? null],
  );
  const row = rows[0];
  if (!row) throw notFound('Job not found');
  if (row.status !== 'open' && !(user?.userType === 'recruiter' && row.is_member))
    throw notFound('Job not found');
  const job = serializeJob(row);
  if (user?.userType !== 'candidate') return job;

  const candidate = await candidateContext(db, user.id);
  // The venue's real culture (matching.ts, issue 15): null before the culture assessment.
  const culture = cultureMatchOf(candidate, row) ?? { score: null, reasons: [] };
  return {
    ...job,
    saved: row.saved,
    liked: row.liked,
    applied: row.application_id !== null,
    applicationId: row.application_id,
    cultureScore: culture.score,
    cultureReasons: culture.reasons.slice(0, 3),
    matchingReasons: skillsMatch(candidate, row).reasons,
  };
}
