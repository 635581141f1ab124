import type {
  Conversation,
  ManagedJob,
  Message,
  MyCompany,
  PoolCandidate,
  PoolCandidateProfile,
  Venue,
} from 'shared-kernel/contract';
import type { FakeReply } from 'shared-kernel/testing';

// Data and replies of the recruiter screens' tests; the render helper and the fake API are in
// 'shared-kernel/testing'.

export const ok = (body: unknown): FakeReply => ({ status: 200, body });

export const COMPANY_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/** GET /api/me/company, typed against the contract: a renamed field fails the type check. */
export const demoCompany: MyCompany = {
  companyId: COMPANY_ID,
  role: 'owner',
  company: {
    id: COMPANY_ID,
    name: 'Harbour Group',
    slug: 'harbour-group',
    description: 'Seaside restaurants',
    websiteUrl: null,
    logoUrl: null,
    primaryColor: null,
    accentColor: null,
    careersHeadline: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
};

/** A page of the API (the contract's `pageOf`). */
export const page = <T>(items: T[], pageSize = 50) => ({
  items,
  total: items.length,
  page: 1,
  pageSize,
});

// Builders of the API's replies, typed against the contract: each takes overrides for what a
// test cares about; src/test/fixtures.test.ts checks them against the schemas at run time too.

export const VENUE_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const CANDIDATE_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
export const CONVERSATION_ID = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
const AT = '2026-03-04T10:00:00.000Z';

/** A venue of the company (GET /api/companies/mine/venues). */
export const venue = (overrides: Partial<Venue> = {}): Venue => ({
  id: VENUE_ID,
  companyId: COMPANY_ID,
  name: 'The Anchor',
  venueType: 'bar',
  description: null,
  addressLine: null,
  city: 'Leeds',
  postcode: 'LS1 4AP',
  pace: 'fast',
  teamSize: 'medium',
  guestInteraction: null,
  serviceApproach: null,
  primaryValues: [],
  archived: false,
  archivedAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

/** A job of the company with its applications counted (GET /api/jobs/:id/manage). */
export const managedJob = (overrides: Partial<ManagedJob> = {}): ManagedJob => ({
  id: JOB_ID,
  title: 'Sous Chef',
  description: 'Lead the pass.',
  skills: ['knife skills'],
  employmentType: 'full_time',
  salaryType: 'yearly',
  salaryAmount: 32000,
  salaryMin: null,
  salaryMax: null,
  pay: '£32,000/year',
  tips: { kind: 'none' },
  pace: 'moderate',
  teamSize: 'medium',
  urgent: false,
  status: 'open',
  publishedAt: AT,
  closesOn: null,
  dayParts: [],
  screening: [],
  minimumAge: 18,
  requiredCertificates: [],
  venue: {
    id: VENUE_ID,
    name: 'The Anchor',
    venueType: 'restaurant',
    city: 'Leeds',
    postcode: null,
  },
  company: { id: COMPANY_ID, name: 'Anchor Group', slug: 'anchor-group', logoUrl: null },
  venueType: 'restaurant',
  location: 'Leeds',
  applicationCounts: {
    applied: 0,
    reviewed: 0,
    interviewed: 0,
    offered: 0,
    accepted: 0,
    declined: 0,
    rejected: 0,
    withdrawn: 0,
  },
  newApplications: 0,
  totalApplications: 0,
  belowWageFloor: null,
  ...overrides,
});

/** A talent-pool search result (GET /api/talent-pool). */
export const poolCandidate = (overrides: Partial<PoolCandidate> = {}): PoolCandidate => ({
  candidateId: CANDIDATE_ID,
  firstName: 'Maya',
  lastName: 'O.',
  name: 'Maya O.',
  location: 'Leeds',
  skills: ['cocktails', 'latte art'],
  experience: '3 years behind the bar',
  personalityType: null,
  cultureScore: 88,
  skillsMatched: ['cocktails'],
  ...overrides,
});

/** A talent-pool profile (GET /api/talent-pool/candidates/:id). */
export const poolCandidateProfile = (
  overrides: Partial<PoolCandidateProfile> = {},
): PoolCandidateProfile => ({
  candidateId: CANDIDATE_ID,
  firstName: 'Maya',
  lastName: 'O.',
  name: 'Maya O.',
  location: 'Leeds',
  skills: ['cocktails'],
  experience: '3 years behind the bar',
  personalityType: null,
  cultureScore: null,
  bio: null,
  availability: [],
  cultureReasons: [],
  updatedAt: AT,
  ...overrides,
});

/** A message of a conversation. */
export const message = (overrides: Partial<Message> = {}): Message => ({
  id: '33333333-3333-4333-8333-333333333333',
  senderId: CANDIDATE_ID,
  fromCandidate: true,
  body: 'Hello!',
  createdAt: AT,
  ...overrides,
});

/** A conversation of the company with a candidate (GET /api/conversations). */
export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION_ID,
  companyId: COMPANY_ID,
  companyName: 'Anchor Group',
  candidateId: CANDIDATE_ID,
  candidateName: 'Maya O.',
  jobId: null,
  lastMessageAt: AT,
  createdAt: AT,
  unreadCount: 0,
  lastMessage: null,
  ...overrides,
});
