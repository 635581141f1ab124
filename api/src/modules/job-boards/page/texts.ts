// The words of the public job page's frame (issue 31), once: the closed and not-found pages. The
// open page's words are remote-public's JobPage's too (shared-kernel/rules JOB_PAGE_WORDS).

export const SITE_NAME = 'HospoHire';

export const PAGE_TEXTS = {
  /** `<title>` and og:title: "Head Chef at The Group, London". */
  title: (job: string, company: string, town: string) => `${job} at ${company}, ${town}`,
  closed: 'This job has closed',
  closedHint: 'It no longer takes applications. These jobs are open now:',
  noSimilar: 'Look for other open jobs on HospoHire.',
  notFoundTitle: 'Job not found',
  notFoundText: 'This job does not exist, or it has not been published.',
  searchJobs: 'Search jobs',
  similarHeading: 'Similar open jobs',
} as const;
