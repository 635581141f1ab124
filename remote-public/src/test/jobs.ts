import type { JobDetail, JobListItem, JobPage } from 'shared-kernel/contract';
import { JOB_ID } from './fixtures';

// Jobs shaped like the API's answers (shared-kernel/src/contract/jobs.ts): a renamed field fails
// the type check. `barLead` is open; the same job's card is what the search lists.

export { JOB_ID };
export const APPLICATION_ID = '7a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d';

export const barLead: JobDetail = {
  id: JOB_ID,
  title: 'Bar Lead',
  description: 'Run the bar on our busiest nights.\n\nCocktail experience helps.\nTraining given.',
  skills: ['cocktails'],
  employmentType: 'full_time',
  salaryType: 'hourly',
  salaryAmount: 12.5,
  salaryMin: null,
  salaryMax: null,
  pay: '£12.50/hour',
  tips: { kind: 'none' },
  pace: 'fast',
  teamSize: 'medium',
  urgent: false,
  status: 'open',
  publishedAt: '2026-03-04T10:00:00.000Z',
  closesOn: '2026-04-30',
  dayParts: ['fri_evening', 'sat_evening'],
  screening: [],
  minimumAge: 18,
  requiredCertificates: [],
  venue: {
    id: '0b6a1c7e-2d3f-4a5b-9c8d-1e2f3a4b5c6d',
    name: 'Harbour Bar',
    venueType: 'bar',
    city: 'Brighton',
    postcode: 'BN1 1AA',
  },
  company: {
    id: '1c7b2d8f-3e4a-4b5c-8d9e-2f3a4b5c6d7e',
    name: 'Harbour Kitchens',
    slug: 'harbour-kitchens',
    logoUrl: null,
  },
  venueType: 'bar',
  location: 'Brighton',
};

const { description: _description, screening: _screening, ...card } = barLead;
export const barLeadCard: JobListItem = card;

export const sousChefCard: JobListItem = {
  ...card,
  id: '2d8c3e9a-4f5b-4c6d-9e0f-3a4b5c6d7e8f',
  title: 'Sous Chef',
  employmentType: 'part_time',
  venueType: 'restaurant',
  venue: { ...card.venue, name: 'Harbour Kitchen', venueType: 'restaurant', city: 'Hove' },
  location: 'Hove',
};

export const jobPage = (
  items: JobListItem[],
  total = items.length,
  page = 1,
  didYouMean: string | null = null,
): JobPage => ({ items, total, page, pageSize: 10, didYouMean });
