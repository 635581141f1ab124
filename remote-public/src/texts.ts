import { COOKIE_CONSENT_DAYS } from 'shared-kernel';

// Every text this remote shows, in one place. Texts that more than one package shows live in
// shared-kernel's TEXTS instead.

export const FIELD = {
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  searchJobs: 'Search jobs',
} as const;

export const VALIDATION = {
  required: (field: string) => `${field} is required`,
  emailFormat: `${FIELD.email} must look like name@example.com`,
  passwordRule: `${FIELD.password} must be at least 8 characters, with a letter and a number`,
  newPasswordRule: `${FIELD.newPassword} must be at least 8 characters, with a letter and a number`,
  confirmMismatch: `${FIELD.confirmPassword} must match ${FIELD.newPassword}`,
} as const;

export const COMMON = {
  passwordHelp: 'At least 8 characters, with a letter and a number',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  networkError: 'We could not reach HospoHire. Check your connection and try again.',
  emailTaken: 'An account with this email already exists',
  unexpected: 'Something went wrong. Please try again.',
  brand: 'HospoHire',
} as const;

export const SIGN_IN = {
  title: 'Sign in',
  heading: 'Welcome back',
  pitch: 'Sign in to pick up where you left off.',
  submit: 'Sign in',
  forgotPassword: 'Forgot password?',
  newHere: 'New to HospoHire? Create an account',
  asJobSeeker: 'as a job seeker',
  asEmployer: 'as an employer',
} as const;

export const SIGN_UP = {
  submit: 'Create account',
  haveAccount: 'Already have an account? Sign in',
  searchKept: (q: string) => `Create your account and we will show you jobs for “${q}”.`,
  applyKept: 'Create your account and we will take you straight to your application.',
  candidate: {
    title: 'Create a job seeker account',
    heading: 'Create your job seeker account',
    pitch: 'Find hospitality work that fits your skills and the way you like to work.',
    otherRole: 'Hiring for a venue? Create an employer account',
  },
  recruiter: {
    title: 'Create an employer account',
    heading: 'Create your employer account',
    pitch: "Hire people who fit your venue's pace and culture.",
    nextSteps:
      'Next, you will set up your company and venues, so candidates can see where they would work.',
    otherRole: 'Looking for work? Create a job seeker account',
  },
} as const;

export const FORGOT = {
  title: 'Forgot password',
  heading: 'Reset your password',
  pitch: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  sent: 'If an account exists for that email, we have sent a reset link.',
  sentHint: 'The link works once and for one hour. Check your spam folder if it does not arrive.',
  backToSignIn: 'Back to sign in',
} as const;

export const RESET = {
  title: 'Choose a new password',
  heading: 'Choose a new password',
  pitch: 'Pick a password you do not use anywhere else.',
  submit: 'Set new password',
  done: 'Your password has been changed. Sign in with your new password.',
  signIn: 'Sign in',
  missingCode:
    'This reset link is incomplete. Open the link from the email again, or request a new one.',
  requestNew: 'Request a new reset link',
} as const;

export const LANDING = {
  title: 'Hospitality hiring that fits',
  eyebrow: 'For restaurants, bars, cafes and hotels',
  heading: 'Hospitality hiring that fits',
  intro:
    'HospoHire matches waiters, chefs, bartenders, baristas and hotel teams with the venues that suit them: on skills, and on the way they like to work.',
  seekerLine: 'Job seekers see roles ranked by how well they fit, with the reasons spelled out.',
  employerLine:
    'Employers post jobs, run their hiring pipeline and see each applicant’s culture fit.',
  searchPlaceholder: 'Bartender, sous chef, barista…',
  searchButton: 'Search',
  searchHint: 'Create a job seeker account to see the jobs. We keep your search.',
  ctaSeeker: 'Find hospitality work',
  ctaEmployer: 'Start hiring',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  venuesLabel: 'Venue types',
  venues: ['Restaurants', 'Bars', 'Cafes', 'Hotels'],
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

// Labels for the culture and venue vocabularies of shared-kernel/rules (the values live there).
export const VOCAB = {
  venueType: { restaurant: 'Restaurant', bar: 'Bar', cafe: 'Cafe', hotel: 'Hotel' },
  workPace: { fast: 'Fast-paced', moderate: 'Steady', relaxed: 'Relaxed' },
  guestInteraction: {
    high: 'Lots of guest contact',
    moderate: 'Some guest contact',
    minimal: 'Mostly behind the scenes',
  },
  teamSize: { small: 'Small team', medium: 'Medium-sized team', large: 'Large team' },
  serviceApproach: {
    personalized: 'Personal',
    efficient: 'Efficient',
    formal: 'Formal',
    casual: 'Casual',
  },
  primaryValues: {
    teamwork: 'Teamwork',
    quality: 'Quality',
    innovation: 'Innovation',
    tradition: 'Tradition',
    sustainability: 'Sustainability',
    growth: 'Growth',
  },
  employmentType: {
    full_time: 'Full time',
    part_time: 'Part time',
    contract: 'Contract',
    temporary: 'Temporary',
    seasonal: 'Seasonal',
  },
} as const;

/** The label of a vocabulary value, or the value itself when the list does not know it. */
export function vocabLabel(list: keyof typeof VOCAB, value: string | null | undefined): string {
  if (!value) return '';
  return (VOCAB[list] as Record<string, string>)[value] ?? value;
}

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

export const COMPANY_CARD = {
  venues: (n: number) => `${n} ${n === 1 ? 'venue' : 'venues'}`,
  openJobs: (n: number) => `${n} open ${n === 1 ? 'job' : 'jobs'}`,
  logoAlt: (name: string) => `${name} logo`,
} as const;

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
  noJobs: 'No open jobs right now',
  noJobsHint: 'Check back soon, or browse other companies.',
} as const;

export const CULTURE_QUESTION_LABELS = {
  workPace: 'Pace',
  guestInteraction: 'Guest interaction',
  teamSize: 'Team size',
  serviceApproach: 'Service approach',
  primaryValues: 'Values',
} as const;

export const JOBS = {
  urgent: 'Urgent',
  apply: 'Apply',
  applyFor: (title: string) => `Apply for ${title}`,
  posted: (date: string) => `Posted ${date}`,
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

export const ABOUT = {
  title: 'About HospoHire',
  subtitle: 'A hiring marketplace made only for hospitality.',
  whoHeading: 'Who it is for',
  who: [
    {
      name: 'Job seekers',
      body: 'Waiters, chefs, bartenders, baristas, receptionists and everyone else who makes a venue work. Build a profile once, take a short culture assessment, and see jobs ranked by how well they fit you, with the reasons.',
    },
    {
      name: 'Employers',
      body: 'Owners and managers of one venue or many. Set up your company and venues, describe your culture, post jobs, and move applicants from applied to hired, with every step kept and every candidate told.',
    },
  ],
  matchingHeading: 'How matching works',
  scoresHeading: 'What the scores mean',
  scores:
    'Each job shows a skills match and a culture match out of 100. A culture score adds up points for a shared pace, the guest contact you want, the team size you prefer, your service approach and the values you share. The reasons behind each score are shown next to it, so you never have to guess.',
  privacyHeading: 'Your data',
  privacy:
    'Your profile is shown to employers only when you choose to be visible in the talent pool. Your password is stored only as a one-way hash, and you can reset it at any time from the sign-in page.',
  helpHeading: 'Help',
  help: [
    {
      q: 'I forgot my password',
      a: 'Use “Forgot password?” on the sign-in page. We email you a link that works once, for one hour.',
    },
    {
      q: 'I am hiring. Where do I start?',
      a: 'Create an employer account. We then walk you through your company, your venues and your culture, so candidates can see where they would work.',
    },
    {
      q: 'Why does a job show a culture score?',
      a: 'Because you took the culture assessment and the venue described its own culture. Take it from your Assessments Hub if you have not yet.',
    },
    {
      q: 'Which cookies do you use?',
      a: 'Only the ones our cookie policy lists, and only the essential ones unless you agree to more.',
    },
  ],
  cookiePolicy: 'Read the cookie policy',
  ctaSeeker: 'Create a job seeker account',
  ctaEmployer: 'Create an employer account',
} as const;

export const COOKIE_POLICY = {
  title: 'Cookie policy',
  subtitle: 'Which cookies HospoHire sets, what they hold and how long they last.',
  intro:
    'A cookie is a small file a website keeps in your browser. We ask before setting any cookie that is not essential, and you can change your mind at any time from the Cookie Settings button in the banner.',
  categoryHeading: 'Cookie categories',
  columns: { cookie: 'What it holds', purpose: 'Why', lasts: 'How long' },
  alwaysOn: 'Always on',
  optional: 'Only with your consent',
  categories: [
    {
      name: 'Essential',
      always: true,
      body: 'Needed for the site to work at all. They cannot be switched off.',
      cookies: [
        {
          holds: 'Your sign-in session (a random id; the session itself stays on our server)',
          purpose: 'Keeps you signed in from page to page.',
          lasts: 'Until you sign out; at most 30 days, or 7 days without a visit',
        },
        {
          holds: 'Your cookie choices (essential, analytics, marketing, functional)',
          purpose: 'Remembers what you chose so the banner does not ask again.',
          lasts: `${COOKIE_CONSENT_DAYS} days`,
        },
      ],
    },
    {
      name: 'Analytics',
      always: false,
      body: 'Tell us which pages are used and where people get stuck, counted without your name.',
      cookies: [
        {
          holds: 'A random visitor id and the pages visited',
          purpose: 'Counts visits so we can improve the pages people use most.',
          lasts: '365 days',
        },
      ],
    },
    {
      name: 'Marketing',
      always: false,
      body: 'Let us measure whether our adverts for HospoHire work.',
      cookies: [
        {
          holds: 'Which advert or campaign brought you here',
          purpose: 'Tells us which campaigns bring job seekers and employers.',
          lasts: '90 days',
        },
      ],
    },
    {
      name: 'Functional',
      always: false,
      body: 'Remember choices that make the site easier to use.',
      cookies: [
        {
          holds: 'Your display choices, such as the last search filters you used',
          purpose: 'Puts the site back the way you left it.',
          lasts: '365 days',
        },
      ],
    },
  ],
  consentHeading: 'Your consent',
  consent: (days: number, sameSite: string) =>
    `Your choice is kept for ${days} days in a cookie sent only to HospoHire (SameSite=${sameSite}). After that the banner asks again. Reject All keeps only the essential cookies.`,
  changeHeading: 'Changing your mind',
  change:
    'Clear this site’s cookies in your browser, or use Cookie Settings in the banner, and choose again. Withdrawing consent stops those cookies from being set from then on.',
} as const;

export const ONBOARDING = {
  title: 'Set up your company',
  subtitle:
    'Four short steps so candidates can see who you are, where they would work and how your team works. Each step is saved as you go.',
  loading: 'Loading your company…',
  error: 'We could not load your company',
  progress: (percent: number) => `${percent}% of the required steps done`,
  progressLabel: 'Onboarding progress',
  optional: 'Optional',
  done: 'Done',
  back: 'Back',
  saveContinue: 'Save and continue',
  continue: 'Continue',
  saved: 'Saved',
  signedOut: {
    heading: 'Sign in to set up your company',
    body: 'Company onboarding is for employers. Sign in, or create an employer account.',
    signIn: 'Sign in',
    signUp: 'Create an employer account',
  },
  notRecruiter: {
    heading: 'This page is for employers',
    body: 'You are signed in as a job seeker. Company onboarding is for employer accounts.',
    home: 'Go to your dashboard',
  },
  steps: {
    company_profile: 'Company',
    first_venue: 'Venues',
    culture_assessment: 'Culture',
    branding: 'Careers page',
  },
  company: {
    heading: 'Your company',
    intro: 'The name candidates will see, and a few lines about who you are.',
    name: 'Company name',
    description: 'Description',
    descriptionHelp: 'What makes your venues good places to work.',
    logoUrl: 'Logo URL',
    logoHelp: 'A link to your logo image (https://…). You can add it later.',
    created: 'Company created',
  },
  venues: {
    heading: 'Your venues',
    intro: 'Add each place people would work. You can add more later.',
    listLabel: 'Venues added',
    none: 'No venues yet. Add your first one below.',
    addHeading: 'Add a venue',
    addAnother: 'Add another venue',
    name: 'Venue name',
    venueType: 'Venue type',
    city: 'City',
    postcode: 'Postcode',
    pace: 'Pace',
    teamSize: 'Team size',
    choose: 'Choose…',
    add: 'Add venue',
    added: (name: string) => `${name} added`,
    needOne: 'Add at least one venue to continue',
  },
  culture: {
    heading: 'Your culture',
    intro:
      'The same questions job seekers answer about themselves, answered for your team. We use them to show candidates how well they would fit.',
    questions: {
      workPace: 'How fast does a typical shift run?',
      guestInteraction: 'How much do your team talk with guests?',
      teamSize: 'How big is a typical shift team?',
      serviceApproach: 'How would you describe your service?',
      primaryValues: 'What does your team value most? Choose all that apply.',
    },
    teamSizeHint: { small: 'Up to 10 people', medium: '10 to 30 people', large: 'More than 30' },
    pick: (question: string) => `Choose an answer: ${question}`,
    pickValues: 'Choose at least one value',
  },
  branding: {
    heading: 'Your careers page',
    intro: 'Your own page of open jobs, in your colours. This step is optional.',
    primaryColor: 'Main colour',
    accentColor: 'Button colour',
    headline: 'Careers page headline',
    headlineHelp: 'For example: Come and cook with us',
    logoUrl: 'Logo URL',
    preview: 'Preview',
    previewButton: 'Apply',
    finish: 'Save and finish',
    skip: 'Skip for now',
    viewPage: 'View your careers page',
  },
  finishing: 'Taking you to your dashboard…',
  allDone: 'All required steps are done. Set up your careers page, or skip to your dashboard.',
  invalidUrl: (field: string) => `${field} must be a web address starting with https://`,
  invalidColor: (field: string) => `${field} must be a colour like #0f4c5c`,
} as const;
