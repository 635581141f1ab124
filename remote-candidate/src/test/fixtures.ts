// Data as the API sends it. Where the contract has the shape (shared-kernel/contract), the
// fixture is typed with it: a renamed or removed field fails the type check here, not only in
// production.
import type {
  ApplicationDetail,
  CandidateProfile,
  ApplicationSummary,
  Interview,
  Job,
  JobDetail,
  NewStarter,
  Offer,
  RecommendedJob,
} from 'shared-kernel/contract';

export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const JOB_ID_2 = '22222222-2222-4222-8222-222222222222';
export const APP_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const COMPANY_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const CANDIDATE_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

const JOB: Job = {
  id: JOB_ID,
  title: 'Barista',
  description: 'Pull great shots for a busy neighbourhood cafe.',
  skills: ['latte art', 'customer service'],
  employmentType: 'part_time',
  salaryType: 'hourly',
  salaryAmount: 12.5,
  salaryMin: null,
  salaryMax: null,
  pay: '£12.50/hour',
  tips: { kind: 'none' },
  pace: 'fast',
  teamSize: 'small',
  urgent: false,
  status: 'open',
  publishedAt: '2026-03-02T09:00:00.000Z',
  closesOn: '2026-04-30',
  dayParts: [],
  venue: {
    id: 'v1',
    name: 'Bean There',
    venueType: 'cafe',
    city: 'Leeds',
    postcode: 'LS1 4AB',
  },
  company: { id: 'c1', name: 'Brew & Co', slug: 'brew-and-co', logoUrl: null },
  venueType: 'cafe',
  location: 'Leeds',
  screening: [],
  minimumAge: 18,
  requiredCertificates: [],
};

/** A job as GET /api/jobs/:id sends it (a list item is the same without the extras). */
export function job(overrides: Partial<JobDetail> = {}): JobDetail {
  return { ...JOB, ...overrides };
}

/** A job of GET /api/job-recommendations. */
export function recommendedJob(overrides: Partial<RecommendedJob> = {}): RecommendedJob {
  return { ...JOB, ...overrides };
}

export function application(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: APP_ID,
    status: 'applied',
    appliedAt: '2026-03-04T10:00:00.000Z',
    statusChangedAt: '2026-03-04T10:00:00.000Z',
    job: {
      id: JOB_ID,
      title: 'Barista',
      location: 'Leeds',
      company: { id: COMPANY_ID, name: 'Brew & Co' },
    },
    ...overrides,
  };
}

export function applicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...application(),
    coverLetter: 'I love busy cafes.',
    availability: ['sat_morning'],
    history: [{ fromStatus: null, status: 'applied', at: '2026-03-04T10:00:00.000Z', note: null }],
    interviews: [],
    offer: null,
    ...overrides,
  };
}

export const OFFER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const INTERVIEW_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const COMPANY = { id: COMPANY_ID, name: 'Brew & Co' };
const CANDIDATE = { id: CANDIDATE_ID, name: 'Maya Okafor' };

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: OFFER_ID,
    applicationId: APP_ID,
    status: 'pending',
    salaryAmount: 12.5,
    salaryType: 'hourly',
    startDate: '2026-04-01',
    expiresAt: '2026-03-20T00:00:00.000Z',
    message: null,
    respondedAt: null,
    createdAt: '2026-03-10T00:00:00.000Z',
    job: { id: JOB_ID, title: 'Barista' },
    company: COMPANY,
    candidate: CANDIDATE,
    ...overrides,
  };
}

export function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: INTERVIEW_ID,
    applicationId: APP_ID,
    status: 'scheduled',
    mode: 'in_person',
    startsAt: '2026-03-12T14:30:00.000Z',
    durationMinutes: 30,
    location: 'Bean There, Leeds',
    meetingUrl: null,
    interviewerName: 'Tom Reilly',
    job: { id: JOB_ID, title: 'Barista' },
    company: COMPANY,
    candidate: CANDIDATE,
    ...overrides,
  };
}

export function profile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    bio: null,
    experience: null,
    phoneNumber: null,
    personalityType: null,
    skills: [],
    culturalAlignmentScore: null,
    location: null,
    postcode: null,
    availability: [],
    experienceRoles: [],
    homeArea: null,
    travelMiles: null,
    visibleInTalentPool: false,
    certificates: [],
    completion: 25,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export const SHA_1 = 'a'.repeat(64);
export const SHA_2 = 'b'.repeat(64);

/**
 * A new-starter pack as its candidate reads it (GET /api/applications/:id/onboarding): nothing
 * done yet, a text contract to sign and both policies to read.
 */
export function newStarter(overrides: Partial<NewStarter> = {}): NewStarter {
  return {
    applicationId: APP_ID,
    candidate: CANDIDATE,
    job: { id: JOB_ID, title: 'Barista' },
    company: COMPANY,
    steps: [
      { key: 'right-to-work', status: 'todo' },
      { key: 'starter', status: 'todo' },
      { key: 'bank', status: 'todo' },
      { key: 'contract', status: 'todo' },
      { key: 'policies', status: 'todo' },
    ],
    readyForFirstShift: false,
    startDate: '2026-04-01',
    firstShift: null,
    leftOn: null,
    keepUntil: null,
    view: 'full',
    rightToWork: {
      route: null,
      shareCode: null,
      dateOfBirth: null,
      shareCodeValidUntil: null,
      submittedAt: null,
      check: null,
    },
    starter: null,
    bank: null,
    bankViews: [],
    contract: {
      format: 'text',
      text: 'You will work 20 hours a week at Bean There.',
      fileName: null,
      sha256: SHA_1,
      attachedAt: '2026-03-20T10:00:00.000Z',
      attachedBy: { id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: 'Tom Reilly' },
      signature: null,
    },
    policies: {
      tipping: { text: 'Tips are shared equally by hours worked.', acknowledgedAt: null },
      harassment: { text: 'We do not tolerate sexual harassment.', acknowledgedAt: null },
    },
    ...overrides,
  };
}
