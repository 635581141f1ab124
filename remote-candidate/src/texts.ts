// Every text the candidate screens show, in one place: the dashboard, jobs, applying,
// applications and profile first, then the assessments, interview preparation, interviews,
// offers, job alerts and talent-pool screens.
// Texts that more than one package shows live in shared-kernel's TEXTS (or its rules).

import {
  CERTIFICATE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  PRIMARY_VALUE_LABELS,
  VENUE_TYPE_LABELS,
} from 'shared-kernel';
import { formatNumber, JOB_PAGE_WORDS } from 'shared-kernel/rules';
import type {
  ApplicationStatus,
  BookingKind,
  InterviewMode,
  InterviewStatus,
  OfferStatus,
} from 'shared-kernel/contract';

export const COMMON = {
  retry: 'Retry',
  unexpected: 'Something went wrong. Please try again.',
  required: (field: string) => `${field} is required`,
  loadFailed: (what: string) => `We could not load ${what}.`,
} as const;

export const STATUS_LABEL = {
  applied: 'Applied',
  reviewed: 'Reviewed',
  interviewed: 'Interview',
  offered: 'Offered',
  rejected: 'Not successful',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

export const DASHBOARD = {
  title: 'Dashboard',
  /** "Welcome" on the first visit (the sign-up's session), "Welcome back" after. */
  welcome: (firstName: string, firstVisit = false) => {
    const greeting = firstVisit ? 'Welcome' : 'Welcome back';
    return firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;
  },
  subtitle: 'Here is where your job search stands today.',
  editProfile: 'Edit Profile',
  stats: {
    total: 'Total Applications',
    pendingReview: 'Pending Review',
    interviews: 'Interviews',
    jobOffers: 'Job Offers',
  },
  statsLabel: 'Your applications in numbers',
  listsTitle: 'Your lists',
  lists: {
    applications: { label: 'My Applications', hint: 'Every job you applied for' },
    offers: { label: 'Job Offers', hint: 'Offers waiting for your answer' },
    savedJobs: { label: 'Saved Jobs', hint: 'Jobs you kept for later' },
    alerts: { label: 'Job Alerts', hint: 'Hear about new jobs first' },
  },
} as const;

/** Withdrawing an application (My Applications and the application page). */
export const WITHDRAW = {
  action: 'Withdraw application',
  actionLabel: (job: string) => `Withdraw application for ${job}`,
  title: 'Withdraw this application?',
  text: (job: string, company: string) =>
    `${company} will be told that you no longer want the ${job} role. Any interview is ` +
    'cancelled and any offer withdrawn. This cannot be undone.',
  confirm: 'Withdraw',
  done: 'Application withdrawn',
  doneText: (company: string) => `${company} has been told.`,
  failed: 'Your application was not withdrawn',
} as const;

/** After applying: the toast and the confirmation screen. */
export const APPLIED = {
  title: 'Application sent',
  text: (job: string, company: string) =>
    `${company} now has your application for ${job}. Follow every step in My Applications: ` +
    'we tell you here and by e-mail when it moves.',
  toastText: (job: string, company: string) => `${job} at ${company}`,
  myApplications: 'My Applications',
  viewApplication: 'View your application',
  browseJobs: 'Browse more jobs',
} as const;

/**
 * The apply screen when an answer to the job's screening questions closes the application at
 * once (issue 33, a workflow delay of 0): the company's own message, not a "sent" success.
 */
export const APPLY_DECLINED = {
  title: 'Thank you for applying',
  closed: (job: string, company: string) =>
    `${company} cannot take your application for ${job} further. It stays in My Applications.`,
} as const;

export const ASSESSMENTS_HUB = {
  title: 'Assessments Hub',
  progress: (done: number, total: number) => `${done} of ${total} assessments complete`,
  personality: 'Personality',
  culture: 'Culture alignment',
  done: 'Done',
  toDo: 'To do',
  startPersonality: 'Take the personality quiz',
  startCulture: 'Take the culture assessment',
  review: 'Review your assessments',
  progressLabel: 'Assessments complete',
} as const;

export const RECENT = {
  title: 'Recent Applications',
  viewAll: 'View All',
  view: 'View',
  viewLabel: (title: string) => `View application for ${title}`,
  empty: 'No applications yet',
  emptyHint: 'Find a job you like and apply in a couple of minutes.',
  browseJobs: 'Browse Jobs',
  failed: 'Failed to load applications.',
  applied: (date: string) => `Applied ${date}`,
  /** A rejected application's message from the company, in its row of My Applications. */
  messageFrom: (company: string, message: string) => `${company}: “${message}”`,
} as const;

export const PROFILE_CARD = {
  title: 'Profile Completion',
  percentLabel: 'Profile complete',
  complete: 'Your profile is complete. Recruiters see you at your best.',
  missingIntro: 'Add these to stand out:',
  missing: {
    bio: 'A short bio',
    experience: 'Your experience',
    phoneNumber: 'A phone number',
    personalityType: 'Your personality type (take the quiz)',
    skills: 'At least one skill',
  },
  action: 'Complete your profile',
} as const;

export const CAROUSEL = {
  title: 'Recommended Jobs',
  tabsLabel: 'Recommendation type',
  skills: 'Skills',
  culture: 'Culture',
  previous: 'Previous job',
  next: 'Next job',
  dot: (n: number) => `Show job ${n}`,
  trending: 'Trending',
  urgent: 'Urgent',
  save: 'Save job',
  saved: 'Saved',
  unsave: 'Saved: click to remove from your saved jobs',
  like: 'Like job',
  liked: 'Liked',
  applyNow: 'Apply Now',
  details: 'Details',
  viewAllJobs: 'View All Jobs',
  empty: 'Complete your profile to get personalized job recommendations!',
  completeProfile: 'Complete your profile',
  failed: 'We could not load your recommendations.',
  match: (n: number) => `${n}% match`,
  cultureFit: (n: number) => `${n}% culture fit`,
  personality: (n: number) => `${n}% personality fit`,
  /** Before the personality quiz: no number on any card (issue 15). */
  takePersonalityQuiz: 'Take the quiz to see your fit',
  /** The Culture tab before the culture assessment: a prompt, no unscored list. */
  cultureNeedsAssessment: 'Take the culture assessment to see the jobs whose culture fits you',
  cultureNeedsAssessmentBody:
    'Five quick questions about pace, guests, team size, service style and values. We score each venue’s real culture against your answers.',
  takeCultureAssessment: 'Take the culture assessment',
  savedToast: { title: 'Job Saved', description: 'Job added to your saved list' },
  likedToast: { title: 'Preference Updated', description: "We'll show you more jobs like this" },
  /** A failed save, unsave or like (outside the dashboard's carousel: docs/decisions.md). */
  saveFailed: 'The job was not saved',
  unsaveFailed: 'The job was not removed from your saved jobs',
  likeFailed: 'Your preference was not recorded',
} as const;

export const VENUE_TYPE_LABEL: Record<string, string> = VENUE_TYPE_LABELS;

export const EMPLOYMENT_TYPE_LABEL: Record<string, string> = EMPLOYMENT_TYPE_LABELS;

export const PACE_LABEL: Record<string, string> = {
  fast: 'Fast-paced',
  moderate: 'Steady pace',
  relaxed: 'Relaxed pace',
};

export const TEAM_SIZE_LABEL: Record<string, string> = {
  small: 'Small team',
  medium: 'Medium team',
  large: 'Large team',
};

export const JOBS = {
  title: 'Browse Jobs',
  subtitle: 'Hospitality jobs open now, with the pay shown up front.',
  savedJobs: 'Saved jobs',
  search: 'Search jobs',
  searchPlaceholder: 'Job title, skill or keyword',
  location: 'Location',
  locationPlaceholder: 'City, e.g. Manchester',
  venueType: 'Venue type',
  employmentType: 'Employment type',
  payMin: 'Minimum pay (£)',
  payType: 'Pay per',
  pace: 'Pace',
  sort: 'Sort by',
  any: 'Any',
  yearly: 'Year',
  hourly: 'Hour',
  sortNewest: 'Newest',
  sortPay: 'Highest pay',
  sortClosing: 'Closing soon',
  clear: 'Clear filters',
  found: (n: number) => (n === 1 ? '1 job found' : `${n} jobs found`),
  near: 'Near',
  nearPlaceholder: 'Town or postcode, e.g. M1',
  within: 'Distance',
  withinMiles: (miles: number) => (miles === 1 ? 'Within 1 mile' : `Within ${miles} miles`),
  milesAway: (miles: number) => (miles === 1 ? '1 mile away' : `${miles} miles away`),
  sortRelevance: 'Best match',
  sortDistance: 'Nearest',
  filtersActive: (n: number) => (n ? `Filters (${n})` : 'Filters'),
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  posted: (ago: string) => `Posted ${ago}`,
  applied: 'Applied',
  alertMe: 'Alert me about this search',
  alertCreated: 'Alert created',
  alertCreatedText: 'We will tell you when a new job matches this search.',
  alertFailed: 'The alert was not created',
  alertName: (what: string | undefined, where: string | undefined) =>
    [what, where].filter(Boolean).join(' near ') || 'Any new job',
  viewAlerts: 'See your job alerts',
  none: 'No jobs match your search',
  noneHint: 'Try fewer filters or another town.',
  noSaved: 'No saved jobs yet',
  noSavedHint: 'Save jobs you like and come back to them here.',
  savedTitle: 'Saved jobs',
  savedCount: (n: number) => (n === 1 ? '1 saved job' : `${n} saved jobs`),
  savedSubtitle: 'Jobs you saved to come back to, newest saved first.',
  browse: 'Browse jobs',
  failed: 'We could not load jobs.',
  save: 'Save',
  unsave: 'Saved',
  saveLabel: (title: string) => `Save ${title}`,
  unsaveLabel: (title: string) => `Remove ${title} from saved jobs`,
  view: 'View job',
  apply: 'Apply',
  closed: 'Closed',
  pages: 'Pages',
  payMinInvalid: 'Minimum pay must be a positive number',
} as const;

export const VIEW_JOB = {
  notFound: 'This job is not available',
  notFoundHint: 'It may have closed or been removed.',
  backToJobs: 'Back to jobs',
  apply: 'Apply Now',
  applyPhone: 'Apply on your phone',
  applied: 'You applied for this job',
  viewApplication: 'View your application',
  save: 'Save job',
  saved: 'Saved',
  about: 'About the job',
  skills: 'Skills',
  dayParts: 'Shifts',
  venue: 'The venue',
  company: 'The company',
  companyPage: 'Company page',
  whyMatch: 'Why it matches you',
  cultureFit: 'Culture fit',
  cultureUnknown: 'Take the culture assessment to see how this job fits the way you work.',
  takeCulture: 'Take the culture assessment',
  closes: (date: string) => `Closes ${date}`,
  closedOn: (date: string) => `Closed ${date}`,
  /** The API's own words for it too (JOB_CLOSED_MESSAGE, 409 to apply or save). */
  closed: 'This job has closed',
  posted: (date: string) => `Posted ${date}`,
  noDescription: 'The employer has not added a description yet.',
  noReasons: 'Add skills and a location to your profile to see why jobs match you.',
  /** The job's screening questions (issue 33), as the public job page heads them. */
  screening: JOB_PAGE_WORDS.screening,
  screeningHint: 'You answer them on the application form.',
} as const;

/**
 * The apply form's screening questions (issue 33). Never a word on which answers rule a candidate
 * out: the questions, the controls and "answer this" only.
 */
export const SCREENING = {
  title: 'Screening questions',
  intro: 'The employer asks everyone who applies these questions.',
  required: 'Required',
  optional: 'Optional',
  yes: 'Yes',
  no: 'No',
  chooseOne: 'Choose an answer',
  answerThis: 'Answer this question',
  numberBetween: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  tooLong: (max: number) => `Keep your answer to ${formatNumber(max)} characters or fewer`,
} as const;

export const APPLY = {
  title: (job: string) => `Apply: ${job}`,
  mobileTitle: 'Apply',
  yourProfile: 'Your profile',
  profileHint: 'The employer sees your profile with your application.',
  editProfile: 'Edit profile',
  noProfile: 'You have not filled in your profile yet. The employer will only see your name.',
  name: 'Name',
  phone: 'Phone',
  location: 'Location',
  skills: 'Skills',
  none: 'Not added',
  coverNote: 'Cover note',
  coverNoteHelp: 'A few lines on why you would be great here (optional).',
  coverNoteTooLong: 'Cover note must be 10,000 characters or fewer',
  availability: 'When you can work',
  availabilityHelp: 'Filled in from your profile; change it for this job if you need to.',
  submit: 'Send application',
  sending: 'Sending…',
  sent: 'Application sent',
  already: 'You have already applied for this job',
  viewApplication: 'View your application',
  closed: 'This job is no longer taking applications',
  failed: 'We could not send your application.',
} as const;

export const APPLICATIONS = {
  title: 'My Applications',
  subtitle: 'Every job you applied for and where it stands.',
  filterLabel: 'Show applications',
  all: 'All',
  open: 'In progress',
  closed: 'Closed',
  empty: RECENT.empty,
  noneInFilter: 'No applications here',
  browseJobs: RECENT.browseJobs,
  view: RECENT.view,
} as const;

/** A job offer's status as the candidate reads it (the application and job-offers screens). */
const OFFER_STATUS_LABEL: Record<OfferStatus, string> = {
  pending: 'Awaiting your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const APPLICATION = {
  title: 'Application',
  notFound: 'Application not found',
  back: 'All applications',
  status: 'Status',
  history: 'Status history',
  interviews: 'Interviews',
  noInterviews: 'No interview scheduled yet.',
  allInterviews: 'All your interviews',
  offer: 'Offer',
  noOffer: 'No offer yet.',
  coverNote: 'Your cover note',
  noCoverNote: 'You did not add a cover note.',
  availability: 'Availability you gave',
  answers: 'Your answers',
  appliedOn: (date: string) => `Applied ${date}`,
  changed: (from: string | null, to: string) => (from ? `${from} → ${to}` : to),
  viewJob: 'View job',
  addToCalendar: 'Add to calendar',
  respondToOffer: 'Respond to the offer',
  offerPay: 'Pay',
  offerStart: 'Start date',
  offerExpires: 'Respond by',
  interviewWith: (name: string) => `With ${name}`,
  mode: { in_person: 'In person', video: 'Video call', phone: 'Phone call' } as Record<
    string,
    string
  >,
  rejectedTitle: 'Not successful this time',
  rejectedText: (company: string) => `${company} has decided not to take your application further.`,
  messageFrom: (company: string) => `Message from ${company}`,
  withdrawnTitle: 'You withdrew this application',
  withdrawnText: (company: string) => `${company} has been told. Nothing more happens with it.`,
  offerStatus: OFFER_STATUS_LABEL,
  interviewStatus: {
    scheduled: 'Scheduled',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
  } satisfies Record<InterviewStatus, string>,
} as const;

export const PROFILE = {
  title: 'My Profile',
  subtitle: 'What recruiters see when you apply or appear in the talent pool.',
  bio: 'Bio',
  bioHelp: 'Two or three lines about you and the work you enjoy.',
  experience: 'Experience notes',
  experienceHelp: 'Anything else about your work so far. Matching reads your past roles below.',
  pastRoles: 'Past roles',
  pastRolesHelp:
    'Each role you have done, where and for how long. Recommendations name these, e.g. "Your 1 year as a barista".',
  role: 'Role',
  venueType: 'Venue type',
  years: 'Years',
  addRole: 'Add a past role',
  removeRole: (n: number) => `Remove past role ${n}`,
  roleIncomplete: 'Choose the role and venue type, and years from 0.5 to 50 (in half years)',
  tooManyRoles: 'At most 20 past roles',
  roles: {
    waiter: 'Waiter / waitress',
    bartender: 'Bartender',
    barista: 'Barista',
    chef: 'Chef / cook',
    kitchen_porter: 'Kitchen porter',
    host: 'Host',
    receptionist: 'Receptionist',
    housekeeper: 'Housekeeper',
    manager: 'Manager / supervisor',
  } as Record<string, string>,
  homeArea: 'Home area',
  homeAreaHelp:
    'A UK town or postcode district, e.g. Salford or M1. Distances are measured from it.',
  travelMiles: 'Travel distance (miles)',
  travelMilesHelp: 'How far you will travel to work. Jobs further away are not recommended.',
  travelMilesInvalid: 'Travel distance must be a whole number of miles from 1 to 200',
  phone: 'Phone number',
  phoneInvalid: 'Phone number must be 5 to 32 digits, spaces, +, ( ) or -',
  skills: 'Skills',
  skillsHelp: 'Type a skill and press Enter or Add.',
  addSkill: 'Add',
  removeSkill: (skill: string) => `Remove ${skill}`,
  tooManySkills: 'Skills can hold at most 50 entries',
  location: 'Location',
  locationHelp: 'The town or city you want to work in.',
  availability: 'Availability',
  availabilityHelp: 'Tick the day parts you can work.',
  visibility: 'Show me in the talent pool',
  visibilityHelp: 'Recruiters can find your profile and message you.',
  save: 'Save profile',
  saving: 'Saving…',
  saved: 'Profile saved',
  personality: 'Personality type',
  noPersonality: 'Not taken yet',
  takeQuiz: 'Take the personality quiz',
} as const;

export const HOME_MINIMAL = {
  title: 'Home',
  greeting: (firstName: string) => (firstName ? `Hi ${firstName}` : 'Hi'),
  nextStep: 'Your next step',
  topPicks: 'Top picks for you',
  steps: {
    profile: {
      title: 'Finish your profile',
      body: 'A complete profile gets better matches and more replies.',
      action: 'Edit profile',
    },
    assessment: {
      title: 'Take your assessments',
      body: 'They take a few minutes and show which venues suit the way you work.',
      action: 'Go to assessments',
    },
    apply: {
      title: 'Apply for a job',
      body: 'Your profile is ready. Pick a job and apply in under two minutes.',
      action: 'Browse jobs',
    },
    follow: {
      title: 'Keep an eye on your applications',
      body: 'Employers answer here; you will hear as soon as anything changes.',
      action: 'My applications',
    },
  },
  openDashboard: 'Open the full dashboard',
} as const;

export const ASSESSMENTS = {
  title: 'Assessments Hub',
  subtitle: 'Two short assessments help us match you to jobs on skills and on culture.',
  tabPersonality: 'Personality',
  tabCulture: 'Culture',
  progressHeading: 'Your progress',
  progress: (percent: number) => `${percent}% complete`,
  personalityHeading: 'Work personality',
  personalityIntro:
    'Twelve quick questions about how you like to work. Your type shows employers what you bring to a shift.',
  personalityDone: (type: string) => `Your type: ${type}`,
  takePersonality: 'Take the personality quiz',
  retakePersonality: 'Retake the quiz',
  viewResult: 'View your result',
  cultureHeading: 'Culture alignment',
  cultureIntro:
    'Tell us the pace, guest contact, team size, service style and values you work best with. We use your answers to score how well each job fits you.',
  takeCulture: 'Take the culture assessment',
  editCulture: 'Edit your answers',
  notTaken: 'Not taken yet',
  done: 'Done',
  quizHeading: 'Hospitality knowledge quiz',
  quizIntro: '15 questions on service, UK food safety and bar basics, scored as you finish.',
  takeQuiz: 'Take the knowledge quiz',
  quizBest: (best: number, total: number) => `Best score: ${best}/${total}`,
  loadFailed: 'Could not load your assessments',
} as const;

export const PERSONALITY = {
  title: 'Personality Quiz',
  subtitle: 'Pick the answer that sounds most like you. There are no wrong answers.',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  answered: (n: number, total: number) => `${n} of ${total} answered`,
  submit: 'See my result',
  next: 'Next',
  back: 'Back',
  unanswered: (n: number) => `Please answer question ${n}`,
  saveFailed: 'Your answers were not saved',
  loadFailed: 'Could not load the quiz',
} as const;

export const PERSONALITY_RESULT = {
  title: 'Your Personality Result',
  meaning: 'What it means at work',
  strengths: 'Your strengths',
  roles: 'Roles that suit you',
  retake: 'Retake the quiz',
  toCulture: 'Next: culture assessment',
  browseJobs: 'Browse jobs',
  emptyTitle: 'No result yet',
  emptyText: 'Take the personality quiz to discover your work personality.',
  take: 'Take the quiz',
  loadFailed: 'Could not load your result',
  takenOn: (date: string) => `Taken on ${date}`,
} as const;

export const CULTURE = {
  title: 'Cultural Assessment',
  subtitle: 'How do you like to work? Your answers shape the Culture tab of your recommendations.',
  workPace: 'Work pace',
  guestInteraction: 'Guest interaction',
  teamSize: 'Team size',
  serviceApproach: 'Service approach',
  primaryValues: 'Values that matter most to you',
  valuesHint: 'Choose at least one.',
  save: 'Save my answers',
  saved: 'Culture answers saved',
  savedText: 'Your culture recommendations now use these answers.',
  required: (field: string) => `${field} is required`,
  saveFailed: 'Your answers were not saved',
  loadFailed: 'Failed to fetch culture answers',
  lastSaved: (date: string) => `Last saved ${date}`,
  yourAnswers: 'Your culture profile',
  viewMatches: 'See culture matches',
} as const;

export const CULTURE_OPTION_LABELS = {
  workPace: {
    fast: 'Fast: I love a packed, high-energy service',
    moderate: 'Moderate: busy but steady',
    relaxed: 'Relaxed: time to get to know guests',
  },
  guestInteraction: {
    high: 'High: I want to be with guests all shift',
    moderate: 'Moderate: a mix of guests and behind-the-scenes work',
    minimal: 'Minimal: I prefer to work behind the scenes',
  },
  teamSize: {
    small: 'Small: under 10 people',
    medium: 'Medium: 10 to 30 people',
    large: 'Large: over 30 people',
  },
  serviceApproach: {
    personalized: 'Personalised: remembering names and tailoring every visit',
    efficient: 'Efficient: quick, accurate and smooth',
    formal: 'Formal: classic, polished fine-dining service',
    casual: 'Casual: relaxed and friendly',
  },
  primaryValues: PRIMARY_VALUE_LABELS,
} as const;

export const HOSPITALITY_QUIZ = {
  title: 'Hospitality Knowledge Quiz',
  subtitle: 'Service, UK food safety and bar basics: 15 questions.',
  categories: { service: 'Service', food_safety: 'Food safety', bar: 'Bar basics' },
  submit: 'Submit answers',
  unanswered: (n: number) => `Please answer question ${n}`,
  score: (score: number, total: number) => `You scored ${score} out of ${total}`,
  passed: 'Great knowledge: you are ready for the floor.',
  review: 'Worth a refresh: read the explanations below.',
  correct: 'Correct',
  incorrect: 'Not quite',
  correctAnswer: (text: string) => `Correct answer: ${text}`,
  retake: 'Take it again',
  previous: (score: number, total: number, date: string) =>
    `Your last attempt: ${score}/${total} on ${date}`,
  best: (score: number, total: number) => `Best: ${score}/${total}`,
  loadFailed: 'Could not load the quiz',
  saveFailed: 'Your answers were not scored',
} as const;

/** A score of at least this share is shown as a pass. */
export const HOSPITALITY_QUIZ_PASS_SHARE = 0.8;

export const PREP = {
  hubTitle: 'Interview Preparation',
  hubSubtitle:
    'Questions, tips, role guides and practice scenarios for front-of-house, kitchen, bar, barista and hotel roles.',
  questionsTitle: 'Interview Questions',
  questionsSubtitle:
    'Common hospitality interview questions, why they are asked and how to answer.',
  tipsTitle: 'Interview Tips',
  tipsSubtitle: 'What to do before, during and after a hospitality interview or trial shift.',
  guidesTitle: 'Role Guides',
  guidesSubtitle:
    'What each role involves, the skills and knowledge employers look for, and where it leads.',
  scenariosTitle: 'Practice Scenarios',
  scenariosSubtitle:
    'Real situations from the floor, the kitchen and the bar, with what good looks like.',
  search: 'Search',
  role: 'Role',
  allRoles: 'All roles',
  results: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
  noResults: 'Nothing matches your search',
  noResultsHint: 'Try another word or choose All roles.',
  whyAsked: 'Why they ask',
  howToAnswer: 'How to answer',
  example: 'Example answer',
  stages: { before: 'Before', during: 'During', after: 'After' },
  dayToDay: 'Day to day',
  skills: 'Skills',
  knowledge: 'What to know',
  progression: 'Career path',
  interviewFocus: 'What the interview focuses on',
  goodResponse: 'A good response',
  avoid: 'Avoid',
  open: 'Open',
  sections: {
    questions: 'Interview questions',
    tips: 'Interview tips',
    guides: 'Role guides',
    scenarios: 'Practice scenarios',
  },
  sectionText: {
    questions: 'Questions employers ask, with how to answer and examples.',
    tips: 'Preparing, the day itself, trial shifts and following up.',
    guides: 'What each role involves and where it can take you.',
    scenarios: 'Situations to practise, with what good looks like.',
  },
  browseByRole: 'Prepare for a role',
  count: (n: number, what: string) => `${n} ${what}`,
  yourInterviews: 'Your interviews',
} as const;

export const INTERVIEWS = {
  title: 'Interviews',
  subtitle: 'Your upcoming and past interviews.',
  upcoming: 'Upcoming',
  past: 'Past',
  confirm: 'Confirm attendance',
  confirmed: 'Interview confirmed',
  confirmedText: 'The employer knows you will be there.',
  addToCalendar: 'Add to calendar',
  emptyUpcoming: 'No upcoming interviews',
  emptyUpcomingText: 'When an employer invites you to interview, it appears here.',
  emptyPast: 'No past interviews yet',
  prepare: 'Prepare for your interview',
  browseJobs: 'Browse jobs',
  modes: {
    in_person: 'In person',
    video: 'Video call',
    phone: 'Phone call',
  } satisfies Record<InterviewMode, string>,
  statuses: {
    scheduled: 'Awaiting your confirmation',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
  } satisfies Record<InterviewStatus, string>,
  minutes: (n: number) => `${n} min`,
  with: (name: string) => `With ${name}`,
  loadFailed: 'Could not load your interviews',
  confirmFailed: 'Could not confirm the interview',
  trialShift: 'Paid trial shift',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  cancelFailed: 'Your booking was not cancelled',
} as const;

/** The candidate books their own interview or paid trial shift (/book/:applicationId). */
export const BOOKING = {
  pageTitle: 'Book a time',
  title: {
    interview: 'Book your interview',
    trial_shift: 'Book your paid trial shift',
  } satisfies Record<BookingKind, string>,
  what: {
    interview: 'Interview',
    trial_shift: 'Paid trial shift',
  } satisfies Record<BookingKind, string>,
  jobAt: (job: string, company: string) => `${job} at ${company}`,
  /** A trial shift's pay, from formatPay's '£13.50/hour'. */
  rate: (perHour: string) => `${perHour.replace(/\/hour$/, '')} an hour, paid`,
  details: 'Details',
  whatLabel: 'What',
  length: 'Length',
  pay: 'Pay',
  where: 'Where',
  when: 'When',
  with: 'With',
  message: 'Message from the employer',
  chooseTime: 'Choose a time',
  chooseTimeHint: 'Times are in UK time. Pick a day, then a time, then confirm.',
  day: 'Day',
  timesOn: (day: string) => `Times on ${day}`,
  /** Under a day: how many times it offers (while moving, other than the current one). */
  timesCount: (n: number) => (n === 0 ? 'No other times' : n === 1 ? '1 time' : `${n} times`),
  /** Under the day that holds the booked time, while moving it. */
  yourDay: 'Your time',
  currentTime: 'Your current time',
  confirm: (time: string, day: string) => `Confirm ${time} on ${day}`,
  taken: 'That time has just been taken',
  takenText: 'Please choose another time.',
  bookFailed: 'Your time was not booked',
  noTimes: 'No free times right now',
  noTimesText:
    'The employer has no free times left to offer. Send them a message from your application page.',
  openApplication: 'Open your application',
  notFound: 'There is nothing to book here',
  notFoundText:
    'This link is not for your account, or the employer has not invited you to book a time.',
  myApplications: 'My Applications',
  booked: 'You are booked',
  bookedText: (company: string) => `${company} has been told. We have e-mailed you the details.`,
  addToCalendar: 'Add to calendar',
  reschedule: 'Reschedule',
  rescheduling: 'Choose a new time',
  keepTime: 'Keep my time',
  rescheduleFailed: 'Your time was not changed',
  cancel: 'Cancel',
  cancelTitle: 'Cancel this booking?',
  cancelText: (when: string, company: string) =>
    `Your time on ${when} is freed and ${company} is told. You can book another time afterwards.`,
  cancelConfirm: 'Cancel booking',
  cancelFailed: 'Your booking was not cancelled',
  cancelled: 'Booking cancelled',
  cancelledText: 'You can book another time below.',
} as const;

export const OFFERS = {
  title: 'Job Offers',
  subtitle: 'Offers from employers. Accepting or declining tells the employer straight away.',
  accept: 'Accept offer',
  decline: 'Decline',
  acceptTitle: 'Accept this offer?',
  acceptText: (job: string, company: string) =>
    `You are accepting the ${job} role at ${company}. The employer will be told straight away.`,
  declineTitle: 'Decline this offer?',
  declineText: (job: string, company: string) =>
    `You are declining the ${job} role at ${company}. This cannot be undone.`,
  cancel: 'Cancel',
  accepted: 'Offer accepted',
  acceptedText: 'Congratulations! The employer has been told.',
  declined: 'Offer declined',
  declinedText: 'The employer has been told.',
  pay: 'Pay',
  startDate: 'Start date',
  expires: 'Respond by',
  empty: 'No job offers yet',
  emptyText: 'When an employer offers you a job, it appears here.',
  viewApplication: 'View application',
  browseJobs: 'Browse jobs',
  statuses: OFFER_STATUS_LABEL,
  loadFailed: 'Could not load your offers',
  respondFailed: 'Your answer was not saved',
  withdrawnNote: (company: string) => `${company} withdrew this offer.`,
  /** Before the company's message on a withdrawn offer, when it gave one. */
  withdrawalMessage: 'Their message:',
  expiredNote: (date: string) => `This offer expired on ${date} without an answer.`,
  expiredNoDate: 'This offer expired without an answer.',
} as const;

export const ALERTS = {
  title: 'Job Alerts',
  subtitle: 'Get notified when a new job matches what you are looking for.',
  create: 'New alert',
  edit: 'Edit',
  delete: 'Delete',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  active: 'Active',
  name: 'Alert name',
  keywords: 'Keywords',
  city: 'City',
  venueTypes: 'Venue types',
  employmentTypes: 'Employment types',
  minPay: 'Minimum pay (£)',
  salaryType: 'Pay per',
  pace: 'Pace',
  anyPace: 'Any pace',
  yearly: 'Year',
  hourly: 'Hour',
  save: 'Save alert',
  cancel: 'Cancel',
  createTitle: 'New job alert',
  editTitle: 'Edit job alert',
  deleteTitle: 'Delete this alert?',
  deleteText: (name: string) =>
    `"${name}" will be deleted and you will stop getting its notifications.`,
  created: 'Alert created',
  updated: 'Alert updated',
  deleted: 'Alert deleted',
  empty: 'No job alerts yet',
  emptyText: 'Create an alert and we will tell you when a matching job is posted.',
  anything: 'Any new job',
  near: (miles: number, place: string) =>
    `within ${miles === 1 ? '1 mile' : `${miles} miles`} of ${place}`,
  lastMatch: (date: string) => `Last match ${date}`,
  required: (field: string) => `${field} is required`,
  minPayInvalid: 'Minimum pay must be a number of 0 or more',
  loadFailed: 'Could not load your job alerts',
  saveFailed: 'The alert was not saved',
  venueTypeLabels: VENUE_TYPE_LABELS as Record<string, string>,
  employmentTypeLabels: EMPLOYMENT_TYPE_LABELS as Record<string, string>,
  paceLabels: { fast: 'Fast', moderate: 'Moderate', relaxed: 'Relaxed' } as Record<string, string>,
} as const;

export const TALENT_POOL = {
  title: 'Talent Pool',
  subtitle: 'Let employers find you, and read their messages.',
  visibilityHeading: 'Your visibility',
  visibleLabel: 'Show my profile in the talent pool',
  visibleOn: 'Employers can find your profile and message you.',
  visibleOff: 'Your profile is hidden. Employers you applied to can still message you.',
  madeVisible: 'You are visible in the talent pool',
  madeHidden: 'You are hidden from the talent pool',
  conversations: 'Messages',
  empty: 'No messages yet',
  emptyText: 'When an employer messages you, the conversation appears here.',
  unread: (n: number) => `${n} unread`,
  noMessages: 'No messages yet',
  loadFailed: 'Could not load your talent pool settings',
  conversationsFailed: 'Could not load your messages',
  saveFailed: 'Your visibility was not saved',
  completeProfile: 'Complete your profile',
} as const;

export const MESSAGES = {
  title: (company: string) => `Messages with ${company}`,
  fallbackTitle: 'Messages',
  history: 'Conversation history',
  back: 'All messages',
  message: 'Message',
  send: 'Send',
  you: 'You',
  empty: 'No messages yet',
  emptyText: 'Write the first message below.',
  required: 'Message is required',
  sendFailed: 'Your message was not sent',
  loadFailed: 'Could not load this conversation',
} as const;

/** The profile's licences and certificates (issue 43 item 3; Certificates.tsx). */
export const CERTIFICATES = {
  legend: 'Licences and certificates',
  help: 'Jobs that need one count it in your matches while it is in date. We remind you 30 days before one expires.',
  kind: 'Certificate',
  labels: CERTIFICATE_LABELS as Record<string, string>,
  reference: 'Reference (optional)',
  expiresOn: 'Expires on (optional)',
  expired: 'Expired',
  add: 'Add a certificate',
  remove: (n: number) => `Remove certificate ${n}`,
  incomplete: 'Choose the kind of each certificate',
  repeated: 'List each kind of certificate once',
} as const;

/**
 * The new-starter pack (issue 43 item 4): the checklist on the application page
 * (screens/application/new-starter/), its card on the dashboard and its chip in My Applications.
 * The words the recruiter's side shares are shared-kernel's NEW_STARTER_TEXTS and labels.
 */
export const NEW_STARTER = {
  title: 'Your new-starter pack',
  intro: (company: string) =>
    `${company} needs these before your first shift. Only you and ${company} see them.`,
  progress: (done: number, total: number) => `${done} of ${total} done`,
  ready: 'All done: ready for your first shift',
  startsOn: (date: string) => `Your start date: ${date}`,
  loadFailed: 'We could not load your new-starter pack.',
  status: { todo: 'To do', done: 'Done', overdue: 'Overdue' },
  saveFailed: 'Not saved',
  retry: 'What you typed is still here: try again.',
  save: 'Save',
  change: 'Change',
  cancel: 'Cancel',
  savedOn: (date: string) => `Saved on ${date}`,
  required: (field: string) => `${field} is required`,
  rightToWork: {
    routeLegend: 'How will you prove your right to work?',
    shareCode: 'Share code',
    shareCodeHelp: '9 letters and numbers, like W4X 8YT 2ZP',
    dateOfBirth: 'Date of birth',
    shareCodeAbout:
      'A share code lets your employer check your right to work online. It is valid for 90 days. Get one from GOV.UK:',
    govukLink: 'Prove your right to work to an employer',
    govukHref: 'https://www.gov.uk/prove-right-to-work',
    passportAbout:
      'Bring your British or Irish passport (it can be out of date) on your first day: your employer will check it and keep a copy.',
    documentsAbout:
      'Bring your original documents on your first day, for example a birth or adoption certificate with an official document giving your National Insurance number: your employer will check them and keep copies.',
    youSent: 'You sent',
    validUntil: (date: string) => `valid until ${date}`,
    waitingCheck: (company: string) => `Waiting for ${company} to check it`,
    checkedOn: (date: string) => `Checked on ${date}`,
  },
  starter: {
    statementLegend: 'HMRC starter checklist: which statement fits you?',
    statement: (letter: string) => `Statement ${letter}`,
    niNumber: 'National Insurance number',
    niNumberHelp: 'Like AB 12 34 56 C: on your payslips or in the HMRC app',
    studentLoanPlan: 'Student loan plan',
    postgraduateLoan: 'I have a postgraduate loan that I am repaying',
    yes: 'Yes',
    no: 'No',
  },
  bank: {
    accountName: 'Name on the account',
    sortCode: 'Sort code',
    sortCodeHelp: 'Like 12-34-56',
    accountNumber: 'Account number',
    accountNumberHelp: '8 numbers',
    who: (company: string) =>
      `Only ${company}'s owners and admins can see your full bank details, for payroll. Each time they do is logged on your record.`,
    shownMasked: 'Shown with the last 4 numbers only.',
  },
  contract: {
    waiting: (company: string) => `Waiting for ${company} to send the contract`,
    textLabel: 'Your contract',
    openPdf: (name: string) => `Open the contract (${name}, PDF)`,
    sentOn: (date: string) => `Sent on ${date}`,
    fullName: 'Sign by typing your full name',
    fullNameHelp: 'Typing your name here is your signature.',
    sign: 'Sign',
    signed: (name: string, at: string) => `Signed by ${name} on ${at}`,
    nameTooShort: 'Type your full name',
  },
  policies: {
    tipping: 'Tipping policy',
    harassment: 'Sexual-harassment prevention policy',
    waitingHarassment: (company: string) => `Waiting for ${company} to share its policy`,
    noTipping: (company: string) => `${company} has no tipping policy to read.`,
    acknowledge: (policy: string) => `I have read the ${policy.toLowerCase()}`,
    submit: 'I have read these policies',
    mustAcknowledge: 'Tick to say you have read it',
    acknowledgedAt: (policy: string, at: string) => `${policy}: read on ${at}`,
  },
  card: {
    title: (job: string, company: string) => `New-starter pack for ${job} at ${company}`,
    open: 'Open the pack',
    progressLabel: (job: string) => `New-starter pack for ${job}: steps done`,
  },
  chip: (done: number, total: number) => `New-starter pack: ${done} of ${total}`,
  chipReady: 'Ready for your first shift',
} as const;
