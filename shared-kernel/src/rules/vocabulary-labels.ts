// The labels of the vocabularies (spec section 3) that several packages show: the front-ends
// (through shared-kernel's texts) and the API's public job page.
import type { EmploymentType, PrimaryValue, VenueType } from '../vocabularies.js';

export const VENUE_TYPE_LABELS = {
  restaurant: 'Restaurant',
  bar: 'Bar',
  cafe: 'Cafe',
  hotel: 'Hotel',
} as const satisfies Record<VenueType, string>;

export const EMPLOYMENT_TYPE_LABELS = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  seasonal: 'Seasonal',
} as const satisfies Record<EmploymentType, string>;

export const PRIMARY_VALUE_LABELS = {
  teamwork: 'Teamwork',
  quality: 'Quality',
  innovation: 'Innovation',
  tradition: 'Tradition',
  sustainability: 'Sustainability',
  growth: 'Growth',
} as const satisfies Record<PrimaryValue, string>;
