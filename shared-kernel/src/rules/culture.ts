// Culture answers (spec section 3) and the one culture-scoring function (spec section 9), used by
// the API to compute cultureScore and by the client when a job has none.

import type {
  GuestInteraction,
  PrimaryValue,
  ServiceApproach,
  VenueType,
  WorkPace,
} from '../vocabularies.js';

// The vocabularies are the contract's (one definition); re-exported for the rules' importers.
export {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  VENUE_TYPES,
  WORK_PACES,
  type GuestInteraction,
  type PrimaryValue,
  type ServiceApproach,
  type TeamSize,
  type VenueType,
  type WorkPace,
} from '../vocabularies.js';

export interface CultureResponses {
  workPace?: WorkPace;
  guestInteraction?: GuestInteraction;
  teamSize?: string;
  serviceApproach?: ServiceApproach;
  primaryValues?: PrimaryValue[];
}

/** What a job tells about its culture (from the job, else its venue, else its company). */
export interface JobCulture {
  venueType?: VenueType | null;
  pace?: WorkPace | null;
  teamSize?: string | null;
  serviceApproach?: ServiceApproach | null;
  values?: PrimaryValue[] | null;
}

export const CULTURE_POINTS = {
  paceMatch: 25,
  /** When the job states no pace, the venue type suggests one. */
  guessedPace: { fast: 20, relaxed: 20, moderate: 12 } as Record<WorkPace, number>,
  guestInteraction: { high: 20, minimal: 20, moderate: 8 } as Record<GuestInteraction, number>,
  teamSizeMatch: 12,
  serviceApproach: 10,
  value: {
    teamwork: 8,
    quality: 8,
    innovation: 6,
    tradition: 6,
    sustainability: 6,
    growth: 6,
  } as Record<PrimaryValue, number>,
} as const;

/** The pace a venue type usually has, when a job does not say. */
export const VENUE_TYPE_PACE: Record<VenueType, WorkPace> = {
  bar: 'fast',
  restaurant: 'moderate',
  hotel: 'moderate',
  cafe: 'relaxed',
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export interface CultureScore {
  score: number;
  reasons: string[];
}

/**
 * Scores how a candidate's culture answers fit a job, 0–100 (spec section 9). Service approach
 * and values count when the job states none (as the original client did) or when they match.
 */
export function cultureScore(answers: CultureResponses, job: JobCulture): CultureScore {
  let score = 0;
  const reasons: string[] = [];

  if (answers.workPace) {
    if (job.pace) {
      if (job.pace === answers.workPace) {
        score += CULTURE_POINTS.paceMatch;
        reasons.push(`Matches your ${answers.workPace} pace`);
      }
    } else if (job.venueType && VENUE_TYPE_PACE[job.venueType] === answers.workPace) {
      score += CULTURE_POINTS.guessedPace[answers.workPace];
      reasons.push(`A ${job.venueType} usually runs at your ${answers.workPace} pace`);
    }
  }

  if (answers.guestInteraction) {
    score += CULTURE_POINTS.guestInteraction[answers.guestInteraction];
    if (answers.guestInteraction !== 'moderate') {
      reasons.push(`Suits your preference for ${answers.guestInteraction} guest interaction`);
    }
  }

  if (answers.teamSize && job.teamSize && answers.teamSize === job.teamSize) {
    score += CULTURE_POINTS.teamSizeMatch;
    reasons.push(`The ${job.teamSize} team size you prefer`);
  }

  if (
    answers.serviceApproach &&
    (!job.serviceApproach || job.serviceApproach === answers.serviceApproach)
  ) {
    score += CULTURE_POINTS.serviceApproach;
    if (job.serviceApproach) reasons.push(`Shares your ${answers.serviceApproach} service style`);
  }

  const shared = (answers.primaryValues ?? []).filter(
    (v) => !job.values?.length || job.values.includes(v),
  );
  for (const value of shared) score += CULTURE_POINTS.value[value] ?? 0;
  if (job.values?.length && shared.length)
    reasons.push(`Values ${shared.join(' and ')} like you do`);

  return { score: clamp(score), reasons };
}
