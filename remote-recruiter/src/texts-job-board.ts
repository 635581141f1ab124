// Texts of /job-board-integration (issue 31): where the company's open jobs are published and
// what keeps them out of Google's job search. The screen and its test import them from here.

export const JOB_BOARD_PATH = '/job-board-integration';

export const JOB_BOARD_TEXTS = {
  title: 'Job Board Integration',
  subtitle:
    'Your open jobs are published on their own public pages, in the sitemap search engines ' +
    'read and in an Indeed-format XML feed.',
  loading: 'Loading your job board addresses…',
  errorTitle: 'Could not load your job board addresses',

  // The count summary.
  published: 'Jobs published',
  publishedHint: 'On their page, in the sitemap and in the feed',
  needAttention: 'Need attention',
  needAttentionHint: 'Kept out of Google’s job search or weakened there',

  // The addresses.
  addresses: 'Your feed and sitemap',
  feedUrl: 'Your company’s Indeed feed',
  feedUrlHint: 'Your open jobs only. This is the address to give job boards.',
  sitemapUrl: 'Sitemap',
  sitemapUrlHint: 'Every open job page on HospoHire, for search engines.',
  allJobsFeedUrl: 'All HospoHire jobs feed',
  allJobsFeedUrlHint: 'Every company’s open jobs, in the same format.',
  copy: 'Copy',
  copyLabel: (what: string) => `Copy ${what}`,
  copied: 'Copied',
  copyFailed: 'Could not copy: the address is selected, press Ctrl+C (⌘C on a Mac) to copy it.',

  // How to submit.
  howToSubmit: 'How to submit',
  boards: [
    {
      name: 'Indeed',
      how: 'Send your feed address to Indeed’s XML feed team through its partner form. Indeed reads the feed again by itself, so new and closed jobs follow.',
    },
    {
      name: 'Google',
      how: 'Each job page carries JobPosting data, so it can show in Google’s job search. Submit the sitemap address in Google Search Console (Sitemaps) so new jobs are found quickly.',
    },
    {
      name: 'Other boards',
      how: 'Adzuna, Jooble, Talent.com and other boards that take an Indeed-format XML feed: send them the same feed address.',
    },
  ],

  // The jobs.
  jobs: 'Your open jobs',
  status: 'Status',
  closes: 'Closes',
  noClosingDate: 'No closing date',
  opensInNewTab: '(opens in a new tab)',
  channels: 'Where it is published',
  channel: { page: 'Public page', sitemap: 'Sitemap', feed: 'Indeed feed' },
  isPublished: 'published',
  notPublished: 'not published',
  problems: 'What to fix',
  ready: 'Ready for Google’s job search',
  fix: 'Fix',
  fixLabel: (message: string) => `Fix: ${message}`,

  // No open jobs.
  empty: 'You have no open jobs',
  emptyHint: 'Post a job and it gets its own public page, a place in the sitemap and in your feed.',
  postJob: 'Post a job',
} as const;
