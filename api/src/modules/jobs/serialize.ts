import type {
  AvailabilitySlot,
  CertificateKind,
  EmploymentType,
  Job,
  JobCard,
  JobStatus,
  MinimumAge,
  JobTips,
  SalaryType,
  TeamSize,
  TipKind,
  VenueType,
  WorkPace,
} from 'shared-kernel/contract';
import { AVAILABILITY_SLOTS, CERTIFICATE_KINDS } from 'shared-kernel/contract';
import { formatPay, type JobCulture } from 'shared-kernel/rules';
import { serializeScreening, type ScreeningRow } from './screening.js';

// The one job JSON of the API, and the SQL that reads what it needs.

// The vocabularies are the contract's (shared-kernel/src/contract/vocabularies.ts).
export {
  APPLICATION_STATUSES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  SALARY_TYPES,
  TEAM_SIZES,
  VENUE_TYPES,
  WORK_PACES as PACES,
} from 'shared-kernel/contract';

export const JOB_FROM = `jobs j JOIN venues v ON v.id = j.venue_id JOIN companies c ON c.id = j.company_id`;

/**
 * Columns for `JobCardRow` over JOB_FROM: what a card shows (serializeJobCard), without the
 * description and without the venue's culture and position that matching needs.
 */
export const CARD_COLUMNS = `
  j.id, j.title, j.skills, j.employment_type, j.salary_type,
  j.salary_amount_pence, j.salary_min_pence, j.salary_max_pence, j.tips_kind,
  j.tips_average_pence, j.pace, j.team_size, j.urgent,
  j.status, j.published_at, j.closes_on::text AS closes_on, j.company_id, j.day_parts,
  v.id AS venue_id, v.name AS venue_name, v.venue_type, v.city, v.postcode,
  c.name AS company_name, c.slug AS company_slug, c.logo_url AS company_logo_url`;

/**
 * Columns for `JobRow` over JOB_FROM: a card's, the description, and the venue's culture and
 * position.
 */
export const JOB_COLUMNS = `${CARD_COLUMNS}, j.description, j.minimum_age,
  v.pace AS venue_pace, v.team_size AS venue_team_size,
  v.service_approach AS venue_service_approach, v.primary_values AS venue_values,
  v.guest_interaction AS venue_guest_interaction, v.lat AS venue_lat, v.lng AS venue_lng,
  j.required_certificates`;

export type JobRow = {
  id: string;
  title: string;
  description: string;
  skills: string[];
  employment_type: EmploymentType;
  salary_type: SalaryType | null;
  salary_amount_pence: number | null;
  salary_min_pence: number | null;
  salary_max_pence: number | null;
  /** Tips apart from pay (migration 032). */
  tips_kind: TipKind;
  tips_average_pence: number | null;
  pace: WorkPace | null;
  team_size: TeamSize | null;
  urgent: boolean;
  status: JobStatus;
  published_at: Date | string | null;
  closes_on: string | null;
  company_id: string;
  venue_id: string;
  venue_name: string;
  venue_type: VenueType;
  city: string;
  postcode: string | null;
  venue_pace: WorkPace | null;
  venue_team_size: TeamSize | null;
  venue_service_approach: string | null;
  venue_values: string[];
  /** Matching (migration 016): the venue's guest interaction and position, the job's day parts. */
  venue_guest_interaction?: string | null;
  venue_lat?: number | null;
  venue_lng?: number | null;
  day_parts?: AvailabilitySlot[];
  company_name: string;
  company_slug: string;
  company_logo_url: string | null;
  /** Issue 43 (migration 033), in the vocabulary's order; none when not selected. */
  required_certificates?: CertificateKind[];
  /** The screening questions (screening.ts's screeningColumn); none when not selected. */
  screening?: ScreeningRow[];
  minimum_age: MinimumAge;
};

const pounds = (pence: number | null) => (pence == null ? null : pence / 100);

/** A job's tips as the API shows them: the average in pounds, absent when not said. */
export function serializeTips(kind: TipKind, averagePence: number | null): JobTips {
  return averagePence == null ? { kind } : { kind, averagePerHour: averagePence / 100 };
}

export const toIso = (value: Date | string | null) =>
  value == null ? null : new Date(value).toISOString();

/** What serializeJob reads: a JobRow without the venue's culture (the job search reads less). */
export type JobListRow = Omit<
  JobRow,
  'venue_pace' | 'venue_team_size' | 'venue_service_approach' | 'venue_values'
>;

/** What serializeJobCard reads: a JobListRow without the description and the questions. */
export type JobCardRow = Omit<JobListRow, 'description' | 'screening' | 'minimum_age'>;

/** A job as lists show it (search results, recommendations): without its description. */
export function serializeJobCard(row: JobCardRow): JobCard {
  const salaryType = row.salary_type;
  const salaryAmount = pounds(row.salary_amount_pence);
  const salaryMin = pounds(row.salary_min_pence);
  const salaryMax = pounds(row.salary_max_pence);
  // One literal with every field, no spread: lists build many cards a request, and copies by
  // spread showed in CPU profiles of the bench (recommendations/read.ts).
  return {
    id: row.id,
    title: row.title,
    skills: row.skills,
    employmentType: row.employment_type,
    salaryType,
    salaryAmount,
    salaryMin,
    salaryMax,
    pay: formatPay({ salaryType, salaryAmount, salaryMin, salaryMax }),
    tips: serializeTips(row.tips_kind, row.tips_average_pence),
    pace: row.pace,
    teamSize: row.team_size,
    urgent: row.urgent,
    status: row.status,
    publishedAt: toIso(row.published_at),
    closesOn: row.closes_on,
    dayParts: sortDayParts(row.day_parts ?? []),
    venue: {
      id: row.venue_id,
      name: row.venue_name,
      venueType: row.venue_type,
      city: row.city,
      postcode: row.postcode,
    },
    company: {
      id: row.company_id,
      name: row.company_name,
      slug: row.company_slug,
      logoUrl: row.company_logo_url,
    },
    venueType: row.venue_type,
    location: row.city,
  };
}

/** Anyone but the job's company's recruiters: no knock-out rules. */
const NO_RULES = { knockouts: false };
/** The job's company's recruiters: with the knock-out rules. */
export const COMPANY_VIEW = { knockouts: true };

/**
 * The one job JSON: its card, its description and its screening questions (select them with
 * screening.ts's screeningColumn). `viewer.knockouts`: the viewer is one of the job's company's
 * recruiters, who alone see which answers rule a candidate out.
 */
export function serializeJob(row: JobListRow, viewer: { knockouts: boolean } = NO_RULES): Job {
  return {
    ...serializeJobCard(row),
    description: row.description,
    screening: serializeScreening(row.screening, viewer.knockouts),
    minimumAge: row.minimum_age,
    requiredCertificates: row.required_certificates ?? [],
  };
}

/** What the job tells about its culture: the job's pace and team size, else its venue's. */
export function jobCulture(row: JobRow): JobCulture {
  return {
    venueType: row.venue_type,
    pace: row.pace ?? row.venue_pace,
    teamSize: row.team_size ?? row.venue_team_size,
    serviceApproach: row.venue_service_approach as JobCulture['serviceApproach'],
    values: row.venue_values as JobCulture['values'],
  };
}

/** The day parts in the order of the week, without repeats (as a job stores them). */
export function sortDayParts(dayParts: readonly string[]): AvailabilitySlot[] {
  const chosen = new Set(dayParts);
  return AVAILABILITY_SLOTS.filter((slot) => chosen.has(slot));
}

/** Required certificates in the vocabulary's order, without repeats (as a job stores them). */
export function sortCertificates(kinds: readonly string[]): CertificateKind[] {
  const chosen = new Set(kinds);
  return CERTIFICATE_KINDS.filter((kind) => chosen.has(kind));
}

/** Lowercase, trimmed, distinct, non-empty (the database's canonical form). */
export function normaliseSkills(skills: string[]): string[] {
  return [...new Set(skills.map((s) => s.trim().toLowerCase()).filter(Boolean))];
}
