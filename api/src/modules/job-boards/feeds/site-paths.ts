// The public site's addresses of what this folder answers. The composer's route table
// (tooling/composer/pages.mjs) sends them to the /api/public/... routes (shared-kernel/src/contract/job-boards.ts).

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** The parts of a sitemap index: /sitemaps/jobs-1.xml, /sitemaps/companies-1.xml… */
export const SITEMAP_PARTS_PREFIX = '/sitemaps/';
export const INDEED_FEED_PATH = '/feeds/indeed.xml';
/** The public pages of the companies with an open job (remote-public; host/src/route-map.ts). */
export const COMPANIES_PATH = '/companies';
export const companyPath = (slug: string) => `/company/${encodeURIComponent(slug)}`;
/** One company's feed: /feeds/indeed.xml?company=<slug>. */
export const companyFeedPath = (slug: string) =>
  `${INDEED_FEED_PATH}?company=${encodeURIComponent(slug)}`;
/** Where a recruiter fixes a job's problem: the job form, or the venue (its postcode). */
export const editJobPath = (jobId: string) => `/edit-job/${jobId}`;
export const COMPANY_MANAGEMENT_PATH = '/company-management';
