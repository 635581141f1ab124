import type {
  ApplicationStatus,
  Canvas,
  CompanyAnalytics,
  Dashboard,
  Interview,
  JobApplication,
  JobMatch,
  Moment,
  Offer,
  PastPerson,
  Productivity,
  Scorecard,
} from 'shared-kernel/contract';

// The hiring screens' test data, typed against the contract (shared-kernel/contract): a renamed
// or retyped field of the API's replies fails the type check of the tests. Each factory takes
// overrides for what a test cares about.

const AT = '2026-03-04T10:00:00.000Z';

/** One application of a job's pipeline (GET /api/jobs/:id/applications). */
export const jobApplication = (
  id: string,
  name: string,
  status: ApplicationStatus,
  overrides: Partial<JobApplication> = {},
): JobApplication => {
  const [firstName = name, lastName = ''] = name.split(' ');
  return {
    id,
    status,
    appliedAt: AT,
    statusChangedAt: AT,
    coverLetter: 'I love busy bars.',
    availability: ['sat_evening'],
    candidate: {
      id: `c-${id}`,
      firstName,
      lastName,
      name,
      email: `${id}@example.com`,
      profile: {
        skills: ['cocktails'],
        location: 'Leeds',
        experience: null,
        bio: null,
        personalityType: null,
        certificates: [],
      },
    },
    skillsMatch: 100,
    cultureScore: 82,
    history: [{ fromStatus: null, status: 'applied', at: AT, note: null }],
    answers: [],
    knockout: null,
    ...overrides,
  };
};

export const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 'i1',
  applicationId: 'a1',
  status: 'scheduled',
  mode: 'video',
  startsAt: '2026-03-10T14:00:00.000Z',
  durationMinutes: 45,
  location: null,
  meetingUrl: 'https://meet.example.com/abc',
  interviewerName: 'Tom Reilly',
  job: { id: 'j1', title: 'Bartender' },
  company: { id: 'co1', name: 'Anchor Group' },
  candidate: { id: 'c1', name: 'Maya Okafor' },
  ...overrides,
});

export const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  applicationId: 'a1',
  status: 'pending',
  salaryAmount: 12.5,
  salaryType: 'hourly',
  startDate: '2026-04-01',
  expiresAt: '2026-03-20T23:59:00.000Z',
  message: null,
  respondedAt: null,
  createdAt: AT,
  job: { id: 'j1', title: 'Bartender' },
  company: { id: 'co1', name: 'Anchor Group' },
  candidate: { id: 'c1', name: 'Maya Okafor' },
  ...overrides,
});

export const scorecard = (overrides: Partial<Scorecard> = {}): Scorecard => ({
  id: 's1',
  applicationId: 'a1',
  interviewId: 'i1',
  author: { id: 'u1', name: 'Tom Reilly' },
  ratings: { hospitality: 4, teamwork: 5 },
  average: 4.5,
  recommendation: 'hire',
  notes: null,
  createdAt: AT,
  updatedAt: AT,
  candidate: { id: 'c1', name: 'Maya Okafor' },
  job: { id: 'j1', title: 'Bartender' },
  ...overrides,
});

export const jobMatch = (overrides: Partial<JobMatch> = {}): JobMatch => ({
  candidateId: 'c1',
  name: 'Maya O.',
  location: 'Leeds',
  skills: ['cocktails'],
  personalityType: null,
  score: 80,
  reasons: ['Has cocktails'],
  skillsMatched: ['cocktails'],
  cultureScore: null,
  applicationId: null,
  applicationStatus: null,
  invitedAt: null,
  ...overrides,
});

export const emptyDashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  openJobs: [],
  openJobsTotal: 0,
  newApplications: [],
  newApplicationsTotal: 0,
  upcomingInterviews: [],
  pendingOffers: [],
  thisWeek: { applications: 0, interviews: 0, offers: 0, hires: 0 },
  waitingOnYou: [],
  waitingOnYouTotal: 0,
  ...overrides,
});

export const analytics = (overrides: Partial<CompanyAnalytics> = {}): CompanyAnalytics => ({
  range: { from: '2026-03-01', to: '2026-03-03' },
  applicationsOverTime: [],
  funnel: [],
  timeToHire: { averageDays: null, medianDays: null, hires: 0 },
  byVenue: [],
  byJob: [],
  ...overrides,
});

export const productivity = (overrides: Partial<Productivity> = {}): Productivity => ({
  responseTime: {
    averageHours: null,
    applicationsAnswered: 0,
    companyAverageHours: null,
    companyApplicationsAnswered: 0,
  },
  pendingActions: {
    applicationsAwaitingReview: 0,
    offersPending: 0,
    interviewsUnconfirmed: 0,
    total: 0,
  },
  ...overrides,
});

export const canvas = (overrides: Partial<Canvas> = {}): Canvas => ({
  coreValues: [],
  standards: [],
  primaryValues: [],
  updatedAt: null,
  ...overrides,
});

export const moment = (overrides: Partial<Moment> = {}): Moment => ({
  id: 'm1',
  teamMemberName: 'Maya Okafor',
  title: null,
  description: 'Remembered a regular’s order',
  occurredOn: '2026-03-02',
  venueId: null,
  venueName: null,
  createdAt: AT,
  canDelete: true,
  ...overrides,
});

export const pastPerson = (overrides: Partial<PastPerson> = {}): PastPerson => ({
  candidateId: 'c1',
  name: 'Maya Okafor',
  city: 'Leeds',
  skills: ['cocktails'],
  applications: 1,
  lastJobTitle: 'Bartender',
  lastVenueName: 'The Anchor',
  lastStatus: 'accepted',
  lastAppliedAt: AT,
  conversationId: null,
  moments: [],
  ...overrides,
});
