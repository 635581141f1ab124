import type { CareersPage, CompanyPage, CompanySummary } from 'shared-kernel/contract';

// Data shaped like the API's answers, typed against the contract
// (shared-kernel/src/contract/companies.ts): a renamed field fails the type check.

export const harbour: CompanySummary = {
  id: 'c-1',
  name: 'Harbour Kitchens',
  slug: 'harbour-kitchens',
  logoUrl: null,
  description: 'Seaside dining in Brighton and Hove.',
  venueCount: 2,
  openJobs: 3,
  venueTypes: ['bar', 'restaurant'],
};

export const copper: CompanySummary = {
  id: 'c-2',
  name: 'Copper Kettle Cafes',
  slug: 'copper-kettle-cafes',
  logoUrl: 'https://example.com/logo.png',
  description: null,
  venueCount: 1,
  openJobs: 1,
  venueTypes: ['cafe'],
};

export const JOB_ID = '5f0c8a2e-1b2c-4d3e-8f90-123456789abc';

export const harbourCareers: CareersPage = {
  id: 'c-1',
  name: 'Harbour Kitchens',
  slug: 'harbour-kitchens',
  description: 'Seaside dining in Brighton and Hove.',
  websiteUrl: 'https://harbour.example.com',
  logoUrl: null,
  venues: [
    {
      id: 'v-1',
      name: 'Harbour Bar',
      venueType: 'bar',
      city: 'Brighton',
      pace: 'fast',
      teamSize: 'medium',
    },
  ],
  culture: {
    workPace: 'fast',
    guestInteraction: 'high',
    teamSize: 'medium',
    serviceApproach: 'personalized',
    primaryValues: ['teamwork', 'growth'],
  },
  openJobs: [
    {
      id: JOB_ID,
      title: 'Bar Lead',
      venueName: 'Harbour Bar',
      venueType: 'bar',
      city: 'Brighton',
      location: 'Brighton',
      employmentType: 'full_time',
      salaryType: 'hourly',
      salaryAmount: 12.5,
      salaryMin: null,
      salaryMax: null,
      tips: { kind: 'tronc' },
      urgent: true,
      publishedAt: '2026-03-04T10:00:00.000Z',
    },
  ],
  responseRate: 82,
  tippingPolicy: 'Every tip goes to the team,\nshared by hours worked.',
  branding: {
    primaryColor: '#112233',
    accentColor: '#ffe066',
    logoUrl: null,
    careersHeadline: 'Join the crew',
  },
};

export const page = (
  items: CompanySummary[],
  total = items.length,
  pageNo = 1,
  pageSize = 12,
): CompanyPage => ({
  items,
  total,
  page: pageNo,
  pageSize,
});
