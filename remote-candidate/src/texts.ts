// Every text the dashboard, jobs, applying, applications and profile screens show, in one place.
// Texts that more than one package shows live in shared-kernel's TEXTS (or its rules).

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
} as const;

export const DASHBOARD = {
  title: 'Dashboard',
  welcome: (firstName: string) => (firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'),
  subtitle: 'Here is where your job search stands today.',
  editProfile: 'Edit Profile',
  stats: {
    total: 'Total Applications',
    pendingReview: 'Pending Review',
    interviews: 'Interviews',
    jobOffers: 'Job Offers',
  },
  statsLabel: 'Your applications in numbers',
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
  savedToast: { title: 'Job Saved', description: 'Job added to your saved list' },
  likedToast: { title: 'Preference Updated', description: "We'll show you more jobs like this" },
} as const;

export const VENUE_TYPE_LABEL: Record<string, string> = {
  restaurant: 'Restaurant',
  bar: 'Bar',
  cafe: 'Cafe',
  hotel: 'Hotel',
};

export const EMPLOYMENT_TYPE_LABEL: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  seasonal: 'Seasonal',
};

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
  tabsLabel: 'Jobs to show',
  allJobs: 'All jobs',
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
  submit: 'Search',
  clear: 'Clear filters',
  filters: 'Filters',
  found: (n: number) => (n === 1 ? '1 job found' : `${n} jobs found`),
  none: 'No jobs match your search',
  noneHint: 'Try fewer filters or another town.',
  noSaved: 'No saved jobs yet',
  noSavedHint: 'Save jobs you like and come back to them here.',
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
  venue: 'The venue',
  company: 'The company',
  companyPage: 'Company page',
  whyMatch: 'Why it matches you',
  cultureFit: 'Culture fit',
  cultureUnknown: 'Take the culture assessment to see how this job fits the way you work.',
  takeCulture: 'Take the culture assessment',
  closes: (date: string) => `Closes ${date}`,
  posted: (date: string) => `Posted ${date}`,
  noDescription: 'The employer has not added a description yet.',
  noReasons: 'Add skills and a location to your profile to see why jobs match you.',
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

export const AVAILABILITY = {
  days: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  short: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  parts: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', late: 'Late' },
  slot: (day: string, part: string) => `${day} ${part.toLowerCase()}`,
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
  joinVideo: 'Join video call',
  offerStatus: {
    pending: 'Awaiting your answer',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  } as Record<string, string>,
  interviewStatus: {
    scheduled: 'Scheduled',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
  } as Record<string, string>,
} as const;

export const PROFILE = {
  title: 'My Profile',
  subtitle: 'What recruiters see when you apply or appear in the talent pool.',
  bio: 'Bio',
  bioHelp: 'Two or three lines about you and the work you enjoy.',
  experience: 'Experience',
  experienceHelp: 'Where you have worked and for how long, e.g. "3 years as a barista".',
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
