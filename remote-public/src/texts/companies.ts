// Companies, company profile and careers pages.

export const COMPANIES = {
  title: 'Companies',
  subtitle: 'Restaurants, bars, cafes and hotels hiring on HospoHire.',
  search: 'Search companies',
  searchForm: 'Company search',
  searchPlaceholder: 'Name or description',
  searchButton: 'Search',
  venueType: 'Venue type',
  anyVenueType: 'All venue types',
  results: (total: number) => `${total} ${total === 1 ? 'company' : 'companies'}`,
  empty: 'No companies match your search',
  emptyHint: 'Try another name, or show all venue types.',
  clear: 'Clear search',
  error: 'We could not load the companies',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Pages',
} as const;

export const COMPANY = {
  loading: 'Loading the company…',
  error: 'We could not load this company',
  notFoundTitle: 'Company not found',
  notFound: 'We could not find that company. It may have changed its name or left HospoHire.',
  /** A company's meta description (search results, link previews) when it wrote none. */
  metaDescription: (name: string, openJobs: number) =>
    `${name} on HospoHire: ${openJobs} open hospitality ${openJobs === 1 ? 'job' : 'jobs'}, ` +
    'its venues and how the team works.',
  browse: 'Browse all companies',
  about: 'About',
  noDescription: 'This company has not written a description yet.',
  website: 'Website',
  careersPage: 'Careers page',
  venues: 'Venues',
  noVenues: 'No venues listed yet.',
  culture: 'Culture',
  noCulture: 'This company has not described its culture yet.',
  cultureIntro: 'How the team works, from the company’s culture assessment.',
  openJobs: 'Open jobs',
  /** The company's written tipping policy (issue 43), which its jobs with tips link to. */
  tippingPolicy: 'Tipping policy',
  noJobs: 'No open jobs right now',
  noJobsHint: 'Check back soon, or browse other companies.',
  /** The response rate (issue 13): applications of the last 90 days answered within 7 days. */
  responseRate: (percent: number, days: number) =>
    `Responds to ${percent}% of applicants within ${days} days`,
  responseRateHint: (windowDays: number) =>
    `Of the applications it received in the last ${windowDays} days`,
  newCompany: 'New on HospoHire',
  newCompanyHint: 'Not enough applications yet to show how quickly it answers',
} as const;

export const CAREERS = {
  titleSuffix: 'Careers',
  defaultHeadline: (name: string) => `Work with ${name}`,
  openRoles: 'Open roles',
  ourVenues: 'Where you would work',
  aboutUs: 'About us',
  applyHint: 'Create a free job seeker account to apply. It takes a minute.',
  profile: 'Company profile',
  poweredBy: 'Careers page powered by HospoHire',
} as const;
