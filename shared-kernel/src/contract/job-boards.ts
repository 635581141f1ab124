// Jobs anyone can find (issue 31; docs/job-boards.md): each open job's public page (HTML with
// one JobPosting JSON-LD), robots.txt, the sitemap, the Indeed feed, and what a recruiter's
// /job-board-integration shows of them. A job's page is rendered by remote-public's server from
// what the API answers here in JSON (docs/job-boards.md); robots, sitemap and feed answer text:
// the composer (tooling/composer/pages.mjs) serves them all at the site's own addresses
// (/jobs/<slug>-<id>, /robots.txt, /sitemap.xml, /sitemaps/<part>.xml, /feeds/indeed.xml).
import { Type, type Static } from 'typebox';
import { errorResponses, UuidSchema, vocabulary } from './common.js';
import { JobSchema, JobStatusSchema } from './jobs.js';
import { defineRoute } from './route.js';

/** What keeps a job out of Google's job search or the feeds, or weakens it there. */
export const JOB_BOARD_PROBLEMS = [
  'closing_date_passed',
  'no_pay',
  'no_postcode',
  'short_description',
] as const;
export type JobBoardProblemCode = (typeof JOB_BOARD_PROBLEMS)[number];

/** Where a job is published. */
export const JobBoardChannelsSchema = Type.Object({
  /** Its public page answers 200 with a live JobPosting. */
  page: Type.Boolean(),
  sitemap: Type.Boolean(),
  feed: Type.Boolean(),
});

export const JobBoardProblemSchema = Type.Object({
  code: vocabulary(JOB_BOARD_PROBLEMS),
  /** What is wrong and what it costs, in a sentence. */
  message: Type.String(),
  /** Where it is fixed: the job form (/edit-job/:id) or the venue (/company-management). */
  fixPath: Type.String(),
});
export type JobBoardProblem = Static<typeof JobBoardProblemSchema>;

export const JobBoardJobSchema = Type.Object({
  id: UuidSchema,
  title: Type.String(),
  /** As candidates see it now: an open job past its closing day is closed. */
  status: JobStatusSchema,
  closesOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** The absolute address of its public page. */
  pageUrl: Type.String(),
  channels: JobBoardChannelsSchema,
  problems: Type.Array(JobBoardProblemSchema),
});
export type JobBoardJob = Static<typeof JobBoardJobSchema>;

/** GET /api/companies/mine/job-board: the company's addresses and its open jobs' reach. */
export const JobBoardStatusSchema = Type.Object({
  /** The company's own Indeed feed: /feeds/indeed.xml?company=<slug>, absolute. */
  feedUrl: Type.String(),
  /** Every company's jobs: /feeds/indeed.xml, absolute. */
  allJobsFeedUrl: Type.String(),
  sitemapUrl: Type.String(),
  robotsUrl: Type.String(),
  /** The jobs with status open (including those past their closing day), newest first. */
  jobs: Type.Array(JobBoardJobSchema),
});
export type JobBoardStatus = Static<typeof JobBoardStatusSchema>;

/** `/jobs/<words>-<uuid>` (shared-kernel/rules jobSlug); only the uuid finds the job. */
export const JobPageParamsSchema = Type.Object(
  { slug: Type.String({ minLength: 36, maxLength: 200, pattern: '^[A-Za-z0-9-]+$' }) },
  { additionalProperties: false },
);

export const IndeedFeedQuerySchema = Type.Object(
  { company: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })) },
  { additionalProperties: false },
);

/** `/sitemaps/<part>.xml`: `jobs-1.xml`, `jobs-2.xml`… and `companies-1.xml` past the limit. */
export const SitemapPartParamsSchema = Type.Object(
  { part: Type.String({ pattern: '^(jobs|companies)-[1-9][0-9]{0,4}\\.xml$' }) },
  { additionalProperties: false },
);

/**
 * What a job's public page shows, by the job's state: an open job (with its canonical address, its
 * company's logo and its JobPosting), a job that is no longer open (closed, filled, past its
 * closing day: nothing of it), or the job's current address when the slug's words are stale.
 */
export const JobPageAnswerSchema = Type.Union([
  Type.Object({
    state: Type.Literal('open'),
    /** The job as GET /api/jobs/:id answers it to a visitor, so the page's read is the app's. */
    job: JobSchema,
    /** The absolute canonical address (the sitemap's). */
    pageUrl: Type.String(),
    /** The company's logo, absolute, when it has one. */
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    /** schema.org's JobPosting (shared-kernel/src/rules/job-posting.ts). */
    jobPosting: Type.Record(Type.String(), Type.Unknown()),
  }),
  Type.Object({ state: Type.Literal('closed') }),
  Type.Object({ state: Type.Literal('moved'), path: Type.String() }),
]);
export type JobPageAnswer = Static<typeof JobPageAnswerSchema>;

/** A document answer (HTML, XML or plain text), written as it is. */
const DocumentSchema = Type.String();

export const jobBoardRoutes = {
  /**
   * What a job's page shows (docs/job-boards.md), read by remote-public's server renderer: open
   * (the page answers 200), closed (410), moved (301 to `path`); 404 for an unknown job or a draft.
   */
  page: defineRoute('GET', '/api/public/job-pages/:slug', {
    params: JobPageParamsSchema,
    response: { 200: JobPageAnswerSchema, ...errorResponses(400, 404) },
  }),
  robots: defineRoute('GET', '/api/public/robots.txt', { response: { 200: DocumentSchema } }),
  /** A urlset, or a sitemap index past 50,000 addresses. */
  sitemap: defineRoute('GET', '/api/public/sitemap.xml', { response: { 200: DocumentSchema } }),
  sitemapPart: defineRoute('GET', '/api/public/sitemaps/:part', {
    params: SitemapPartParamsSchema,
    response: { 200: DocumentSchema, ...errorResponses(400, 404) },
  }),
  /** Every open job once; `?company=<slug>` one company's (404 unknown company). */
  indeedFeed: defineRoute('GET', '/api/public/feeds/indeed.xml', {
    querystring: IndeedFeedQuerySchema,
    response: { 200: DocumentSchema, ...errorResponses(400, 404) },
  }),
  /** Recruiters: the company's feed addresses and each open job's reach and problems. */
  status: defineRoute('GET', '/api/companies/mine/job-board', {
    response: { 200: JobBoardStatusSchema, ...errorResponses(401, 403, 404) },
  }),
};
