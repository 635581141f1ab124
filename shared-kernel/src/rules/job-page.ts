// A job's public page (issue 31) in words: the API writes them into the page's first paint (the
// HTML a crawler reads, api/src/modules/job-boards/page/) and remote-public's JobPage renders the
// same, so the two cannot drift and the swap from one to the other shows the same text.
import { EMPLOYMENT_TYPE_LABELS, VENUE_TYPE_LABELS } from './vocabulary-labels.js';
import type {
  AvailabilitySlot,
  EmploymentType,
  MinimumAge,
  TeamSize,
  VenueType,
  WorkPace,
} from '../vocabularies.js';
import { formatDate } from './dates.js';
import { slotLabel } from './matching.js';
import { formatPayWithTips, type Tips } from './tips.js';
import { MINIMUM_AGE_LABELS } from './minimum-wage.js';

/**
 * A job's reference as people read and quote it: 'HH-1A2B3C4D' (the first 8 characters of its
 * id, upper case). The JSON-LD identifier and the Indeed feed's reference number keep the full
 * id, which is unique across every company.
 */
export const jobReference = (id: string) => `HH-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export const JOB_PAGE_WORDS = {
  pay: 'Pay',
  employmentType: 'Job type',
  /** The job's minimum age (issue 43), as its band: '18 and over'. */
  minimumAge: 'Minimum age',
  shifts: 'Shifts',
  posted: 'Posted',
  closes: 'Closing date',
  openUntilFilled: 'Open until filled',
  shiftsToBeAgreed: 'To be agreed',
  about: 'About the job',
  workplace: 'The workplace',
  /** The job's screening questions (issue 33), listed after the workplace; never their rules. */
  screening: 'Questions you will be asked when you apply',
  /** The link from a job with tips to its company's written tipping policy (issue 43). */
  tippingPolicy: 'Tipping policy',
  /** The licences and certificates the job requires (issue 43), after the workplace. */
  requiredCertificates: 'Required certificates',
  applyNow: 'Apply now',
  signInToApply: 'Sign in to apply',
  applyHint: 'Create a free job seeker account to apply. We take you straight back to this job.',
  /** The job's short reference (jobReference), shown at the foot of the page. */
  reference: (id: string) => `Job reference: ${jobReference(id)}`,
} as const;

/** Days as the page shows them: '4 March 2026' (date-fns pattern, London's calendar). */
export const JOB_PAGE_DATE_FORMAT = 'd MMMM yyyy';

const PACE_WORDS = {
  fast: 'Fast-paced',
  moderate: 'Steady pace',
  relaxed: 'Relaxed pace',
} as const satisfies Record<WorkPace, string>;
const TEAM_WORDS = {
  small: 'Small team',
  medium: 'Medium-sized team',
  large: 'Large team',
} as const satisfies Record<TeamSize, string>;

type PageJob = {
  employmentType: EmploymentType;
  venueType: VenueType;
  pace: WorkPace | null;
  teamSize: TeamSize | null;
  dayParts: readonly AvailabilitySlot[];
  publishedAt: string | null;
  closesOn: string | null;
  venue: { city: string; postcode: string | null };
  /** Tips beside the pay (issue 43 item 2); none when absent. */
  tips?: Tips;
  /** The youngest the hire may be (issue 43 item 1); not shown when absent (an older API). */
  minimumAge?: MinimumAge;
};

/** Whether the job says it has tips (its page links to the company's tipping policy). */
export const hasTips = (job: { tips?: Tips | null }) => !!job.tips && job.tips.kind !== 'none';

/** 'Brighton BN1 1AA': the town and, when known, the postcode. */
export const jobTown = (job: Pick<PageJob, 'venue'>) =>
  [job.venue.city, job.venue.postcode].filter(Boolean).join(' ');

/** The workplace in a line: 'Bar · Fast-paced · Medium-sized team'. */
export const workplaceLine = (job: Pick<PageJob, 'venueType' | 'pace' | 'teamSize'>) =>
  [
    VENUE_TYPE_LABELS[job.venueType],
    job.pace ? PACE_WORDS[job.pace] : null,
    job.teamSize ? TEAM_WORDS[job.teamSize] : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The facts list of the page, in its order: [term, value]. */
export function jobPageFacts(job: PageJob & { pay: string }): [string, string][] {
  const W = JOB_PAGE_WORDS;
  return [
    [W.pay, formatPayWithTips(job.pay, job.tips)],
    [W.employmentType, EMPLOYMENT_TYPE_LABELS[job.employmentType]],
    ...(job.minimumAge
      ? [[W.minimumAge, MINIMUM_AGE_LABELS[job.minimumAge]] as [string, string]]
      : []),
    [
      W.shifts,
      job.dayParts.length > 0 ? job.dayParts.map(slotLabel).join(', ') : W.shiftsToBeAgreed,
    ],
    [W.posted, formatDate(job.publishedAt, JOB_PAGE_DATE_FORMAT)],
    [W.closes, job.closesOn ? formatDate(job.closesOn, JOB_PAGE_DATE_FORMAT) : W.openUntilFilled],
  ];
}

/** The description's paragraphs (split on blank lines); a line break inside one stays. */
export const jobParagraphs = (description: string) =>
  description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
