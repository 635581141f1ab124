// The landing page and the old landing page.

export const LANDING = {
  title: 'Hospitality hiring that fits',
  /** What a search engine shows under the landing page's title. */
  metaDescription:
    'Hospitality jobs in restaurants, bars, cafes and hotels across the UK, matched to you on ' +
    'skills and on culture. Search every open job, no account needed.',
  eyebrow: 'For restaurants, bars, cafes and hotels',
  heading: 'Hospitality hiring that fits',
  intro:
    'HospoHire matches waiters, chefs, bartenders, baristas and hotel teams with the venues that suit them: on skills, and on the way they like to work.',
  seekerLine: 'Job seekers see roles ranked by how well they fit, with the reasons spelled out.',
  employerLine:
    'Employers post jobs, run their hiring pipeline and see each applicant’s culture fit.',
  searchPlaceholder: 'Bartender, sous chef, barista…',
  searchButton: 'Search',
  searchHint: 'Search every open job, no account needed. Sign up to see how each one fits you.',
  ctaSeeker: 'Find hospitality work',
  ctaEmployer: 'Start hiring',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  venuesLabel: 'Jobs by venue type',
  /** Each a link to the job search of that venue type (/job-search?venueType=…). */
  venues: { restaurant: 'Restaurants', bar: 'Bars', cafe: 'Cafes', hotel: 'Hotels' },
  matching: {
    heading: 'How matching works',
    intro:
      'Every job is matched to you on two things: what you can do, and how you like to work. You see both, and why.',
    skills: {
      heading: 'Skills',
      body: 'Your experience and skills against the role: what you have done, set against what the job asks for.',
      points: [
        {
          name: 'Experience',
          body: 'The roles you have held and the kinds of venue you have worked in.',
        },
        {
          name: 'Skills',
          body: 'From latte art and cocktails to food safety, silver service and the front desk.',
        },
        {
          name: 'The role',
          body: 'What the job needs, and where you already match it.',
        },
      ],
    },
    culture: {
      heading: 'Culture',
      body: 'A short culture assessment tells us how you like to work. Venues describe their own culture the same way, so the two can be compared.',
      points: [
        {
          name: 'Pace',
          body: 'A flat-out Saturday service or a steady, relaxed shift.',
        },
        {
          name: 'Guest interaction',
          body: 'Front and centre with guests, or mostly behind the scenes.',
        },
        {
          name: 'Team size',
          body: 'A tight crew of a few, or a big brigade.',
        },
        {
          name: 'Service approach',
          body: 'Personal, efficient, formal or casual.',
        },
        {
          name: 'Values',
          body: 'Teamwork, quality, innovation, tradition, sustainability or growth.',
        },
      ],
    },
    steps: {
      heading: 'For job seekers, in three steps',
      items: [
        {
          name: 'Create your profile',
          body: 'Your experience, skills and the roles you want.',
        },
        {
          name: 'Take the culture assessment',
          body: 'A few minutes of questions about how you like to work.',
        },
        {
          name: 'See jobs that fit',
          body: 'Ranked by skills and culture, with the reasons, then apply in a few taps.',
        },
      ],
      cta: 'Create a job seeker account',
    },
  },
  employers: {
    heading: 'For employers',
    intro:
      'Whether you run one cafe or a group of venues, HospoHire helps you find people who suit your service.',
    features: [
      {
        name: 'Post jobs',
        body: 'Write a job yourself or let the job writer draft it from the role, the venue, your culture and the pay.',
      },
      {
        name: 'Run your pipeline',
        body: 'Move applicants from applied to reviewed, interviewed and offered. Every step is kept, and candidates hear about it straight away.',
      },
      {
        name: 'See culture fit',
        body: 'See how each applicant fits your venue’s pace, guest contact, team and values, next to their skills.',
      },
    ],
    cta: 'Post a job',
  },
  closing: {
    heading: 'Ready when you are',
    body: 'Create an account in a minute. Job seekers and employers each get their own.',
  },
  footer: {
    nav: 'Footer',
    about: 'About',
    companies: 'Companies',
    cookiePolicy: 'Cookie policy',
    tagline: 'Hospitality hiring that fits.',
  },
} as const;

export const LANDING_OLD = {
  title: 'Welcome',
  heading: 'Find your next hospitality role',
  body: 'HospoHire connects people who love hospitality with restaurants, bars, cafes and hotels.',
  seeker: 'Sign up as a job seeker',
  employer: 'Sign up as an employer',
  signIn: 'Already have an account? Sign in',
} as const;

export const LIVE_FIGURES = {
  label: 'HospoHire today',
  openJobs: (n: number) => (n === 1 ? 'open job' : 'open jobs'),
  companies: (n: number) => (n === 1 ? 'company hiring' : 'companies hiring'),
  venues: (n: number) => (n === 1 ? 'venue' : 'venues'),
  error: 'We could not load the live figures.',
} as const;

export const FEATURED = {
  heading: 'Companies hiring now',
  intro: 'Hospitality groups and independents with open roles on HospoHire.',
  all: 'See all companies',
  error: 'We could not load the companies.',
  empty: 'No companies have joined yet.',
} as const;
