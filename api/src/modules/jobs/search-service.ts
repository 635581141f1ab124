import type {
  CandidateJobFlags,
  JobDetail,
  JobListItem,
  JobPage,
  JobSearchQuery,
} from 'shared-kernel/contract';
import { SEARCH_COUNT_CAP } from 'shared-kernel/contract';
import { jobStatusNow } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import type { ReadCache } from '../../http/read-cache.js';
import { notFound } from '../../http/errors.js';
import type { User } from '../auth/index.js';
import { geocodeVenues, roundMiles } from '../geo/index.js';
import { candidateContext } from './candidate-context.js';
import { cultureMatchOf, skillsModeMatchOf } from './matching.js';
import { withCandidateFlags } from './saved-service.js';
import { searchCards, type CardQuery } from './search/card-search.js';
import { commaList, minAnnualPayPence, nearOf, placeNear, sortOf } from './search/filters.js';
import { didYouMean, forgivingTsquery } from './search-words.js';
import { screeningColumn } from './screening.js';
import { serializeJob, serializeJobCard } from './serialize.js';
import { selectJobs } from './job-select.js';

// Public job search and job detail (docs/api.md "Search"). Open jobs only (a job whose closing
// date has passed is left out even before it is closed).

export type SearchQuery = JobSearchQuery;
export { NEAR_UNKNOWN } from './search/filters.js';

type FlaggedPage = Omit<JobPage, 'items'> & {
  items: (JobListItem & Partial<Required<CandidateJobFlags>>)[];
};

/**
 * Filters: `q` full text over title (most weight), skills and description, forgiving typos and
 * knowing the trade's synonyms (search-words.ts; `didYouMean` when nothing matches); `location`
 * the venue's city (case-insensitive); `near` + `within` the venue within that many miles of a
 * UK town or postcode district; `venueType` and `employmentType` one value or a comma list;
 * `payMin` in pounds per `payType` (yearly by default; hourly × HOURS_PER_YEAR) against the job's highest
 * annual pay; `payType` also keeps only jobs paid that way; `pace`.
 * A signed-in candidate gets their saved, liked and applied flags on each job (never cached):
 * read with the page's rows, or on their own when the page comes from the read cache.
 */
export async function searchJobs(
  db: Db,
  query: SearchQuery,
  user: User | null,
  cache: ReadCache,
): Promise<JobPage> {
  const candidateId = user?.userType === 'candidate' ? user.id : null;
  const computed: { page?: FlaggedPage } = {};
  const page = await cache.read(`jobs:${JSON.stringify(query)}`, async (): Promise<JobPage> => {
    computed.page = await publicSearch(db, query, candidateId);
    return candidateId ? withoutFlags(computed.page) : computed.page;
  });
  if (!candidateId) return page;
  if (computed.page) return computed.page;
  return { ...page, items: await withCandidateFlags(db, candidateId, page.items) };
}

/** The page as everyone sees it (what the read cache may keep). */
function withoutFlags(page: FlaggedPage): JobPage {
  return {
    ...page,
    items: page.items.map(({ saved: _s, liked: _l, applied: _a, ...item }) => item),
  };
}

/**
 * One page of open jobs and the total, over job_cards in PostgreSQL (search/card-search.ts), with
 * the candidate's flags on the page's jobs when `candidateId` is given.
 */
async function publicSearch(
  db: Db,
  query: SearchQuery,
  candidateId: string | null,
): Promise<FlaggedPage> {
  const place = placeNear(query);
  const tsquery = query.q?.trim() ? await forgivingTsquery(db, query.q) : null;
  const cardQuery: CardQuery = {
    tsquery,
    city: query.location?.trim() ? query.location.trim().toLowerCase() : null,
    venueTypes: query.venueType ? commaList(query.venueType) : null,
    employmentTypes: query.employmentType ? commaList(query.employmentType) : null,
    salaryType: query.payType ?? null,
    minAnnualPayPence: minAnnualPayPence(query),
    pace: query.pace ?? null,
    near: place ? nearOf(query, place) : null,
    sort: sortOf(query, tsquery !== null, Boolean(place)),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
  let answer = await searchCards(db, cardQuery, candidateId);
  // A venue added or moved since is placed first, then the search runs again (rarely needed).
  if (answer.venuesPending && (await geocodeVenues(db)) > 0)
    answer = await searchCards(db, cardQuery, candidateId);
  // Nothing found for the words: a suggestion, when a search for it with these filters finds jobs.
  const suggestion =
    answer.total === 0 && tsquery && query.q
      ? await didYouMean(db, query.q, async (words) => {
          const widened = await forgivingTsquery(db, words);
          if (!widened) return false;
          const first = { ...cardQuery, tsquery: widened, offset: 0, limit: 1 };
          return (await searchCards(db, first, null)).total > 0;
        })
      : null;
  return {
    // Each card gets its extra fields itself (it is built for this answer only), not a copy by
    // spread: see recommendations/read.ts.
    items: answer.rows.map((row) => {
      const job: JobListItem = serializeJobCard(row);
      if (row.distance_miles != null) job.distanceMiles = roundMiles(row.distance_miles);
      return candidateId
        ? Object.assign(job, { saved: row.saved, liked: row.liked, applied: row.applied })
        : job;
    }),
    total: Math.min(answer.total, SEARCH_COUNT_CAP),
    ...(answer.total > SEARCH_COUNT_CAP ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
    didYouMean: suggestion,
  };
}

/**
 * One job: open ones for everyone, drafts and closed ones only for its company's recruiters
 * (404 otherwise). A signed-in candidate also gets saved, liked, applied, culture and matching
 * reasons.
 */
export async function jobDetail(db: Db, jobId: string, user: User | null): Promise<JobDetail> {
  // Nobody signed in: `= NULL` matches no row, so every flag is false.
  const userId = user?.id ?? null;
  const row = await selectJobs(db)
    .select(screeningColumn)
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('company_members as m')
            .select('m.id')
            .whereRef('m.company_id', '=', 'j.company_id')
            .where('m.user_id', '=', eb.val(userId)),
        )
        .as('is_member'),
      eb
        .exists(
          eb
            .selectFrom('saved_jobs as s')
            .select('s.id')
            .whereRef('s.job_id', '=', 'j.id')
            .where('s.candidate_id', '=', eb.val(userId)),
        )
        .as('saved'),
      eb
        .exists(
          eb
            .selectFrom('job_preferences as p')
            .select('p.id')
            .whereRef('p.job_id', '=', 'j.id')
            .where('p.candidate_id', '=', eb.val(userId))
            .where('p.action', '=', 'like'),
        )
        .as('liked'),
      eb
        .selectFrom('applications as a')
        .select('a.id')
        .whereRef('a.job_id', '=', 'j.id')
        .where('a.candidate_id', '=', eb.val(userId))
        .$asScalar()
        .as('application_id'),
    ])
    .where('j.id', '=', jobId)
    // EXISTS reads as a boolean on both engines.
    .$narrowType<{ is_member: boolean; saved: boolean; liked: boolean }>()
    .executeTakeFirst();
  if (!row) throw notFound('Job not found');
  if (row.status !== 'open' && !(user?.userType === 'recruiter' && row.is_member))
    throw notFound('Job not found');
  // A job past its closing day (London) is shown as closed: the page offers no Apply or Save.
  // The knock-out rules only for the job's company's recruiters (issue 33).
  const isMember = user?.userType === 'recruiter' && row.is_member;
  const job = {
    ...serializeJob(row, { knockouts: isMember }),
    status: jobStatusNow({ status: row.status, closesOn: row.closes_on }),
  };
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
    matchingReasons: skillsModeMatchOf(candidate, row).reasons,
  };
}
