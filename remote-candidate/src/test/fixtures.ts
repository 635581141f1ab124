// Data as the API sends it (see api/src/modules/jobs/serialize.ts and applications/service.ts).

export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const JOB_ID_2 = '22222222-2222-4222-8222-222222222222';
export const APP_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

export function job(overrides: Record<string, unknown> = {}) {
  return {
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
    pace: 'fast',
    teamSize: 'small',
    urgent: false,
    status: 'open',
    publishedAt: '2026-03-02T09:00:00.000Z',
    closesOn: '2026-04-30',
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
    ...overrides,
  };
}

export function application(overrides: Record<string, unknown> = {}) {
  return {
    id: APP_ID,
    status: 'applied',
    appliedAt: '2026-03-04T10:00:00.000Z',
    statusChangedAt: '2026-03-04T10:00:00.000Z',
    job: {
      id: JOB_ID,
      title: 'Barista',
      location: 'Leeds',
      company: { id: 'c1', name: 'Brew & Co' },
    },
    ...overrides,
  };
}

export function profile(overrides: Record<string, unknown> = {}) {
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
    visibleInTalentPool: false,
    completion: 25,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
