import { COOKIE_CONSENT_DAYS } from 'shared-kernel/rules';

// About and cookie policy pages.

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
