// The labels of the vocabularies (spec section 3) that several packages show: the front-ends
// (through shared-kernel's texts) and the API's public job page.
import type { CertificateKind, EmploymentType, PrimaryValue, VenueType } from '../vocabularies.js';

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

/** A licence's or certificate's name (issue 43 item 3): profile, job form, job page, board card. */
export const CERTIFICATE_LABELS = {
  food_hygiene_2: 'Level 2 Food Hygiene',
  food_hygiene_3: 'Level 3 Food Hygiene',
  personal_licence: 'Personal licence',
  sia_door_supervisor: 'SIA door supervisor licence',
  first_aid: 'First aid',
  allergen_awareness: 'Allergen awareness',
} as const satisfies Record<CertificateKind, string>;

/**
 * The same inside a sentence, with its article: the matching reasons ("You hold a personal
 * licence", "Needs a personal licence", rules/certificates.ts) and the expiry warning.
 */
export const CERTIFICATE_NOUNS = {
  food_hygiene_2: 'a Level 2 Food Hygiene certificate',
  food_hygiene_3: 'a Level 3 Food Hygiene certificate',
  personal_licence: 'a personal licence',
  sia_door_supervisor: 'an SIA door supervisor licence',
  first_aid: 'a first aid certificate',
  allergen_awareness: 'an allergen awareness certificate',
} as const satisfies Record<CertificateKind, string>;
