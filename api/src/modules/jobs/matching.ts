import {
  cultureMatch,
  personalityFit,
  skillsModeMatch,
  type GuestInteraction,
  type MatchJob,
  type MatchResult,
  type PrimaryValue,
  type ServiceApproach,
} from 'shared-kernel/rules';
import { milesBetween } from '../geo/index.js';
import type { CandidateContext } from './candidate-context.js';
import type { JobRow } from './serialize.js';

// One job against the signed-in candidate (the job page): the rules of
// shared-kernel/rules/matching.ts over a job row (JOB_COLUMNS). Recommendations score the same
// way in bulk (recommendations/rank.ts).

/** A job row as the matching rules read it (the job's culture, else its venue's). */
export function matchJobOf(row: JobRow): MatchJob {
  return {
    title: row.title,
    skills: row.skills,
    dayParts: row.day_parts ?? [],
    venueType: row.venue_type,
    pace: row.pace ?? row.venue_pace,
    teamSize: row.team_size ?? row.venue_team_size,
    guestInteraction: (row.venue_guest_interaction ?? null) as GuestInteraction | null,
    serviceApproach: row.venue_service_approach as ServiceApproach | null,
    values: (row.venue_values ?? []) as PrimaryValue[],
    requiredCertificates: row.required_certificates ?? [],
  };
}

/** Miles from the candidate's home area to the venue, when both are known. */
export function milesToVenue(candidate: CandidateContext, row: JobRow): number | null {
  if (!candidate.home || row.venue_lat == null || row.venue_lng == null) return null;
  return milesBetween(candidate.home, { lat: Number(row.venue_lat), lng: Number(row.venue_lng) });
}

/** Skills mode: shared skills, past role, distance, day parts (reasons are stored facts). */
export function skillsModeMatchOf(candidate: CandidateContext, row: JobRow): MatchResult {
  return skillsModeMatch(
    candidate,
    matchJobOf(row),
    milesToVenue(candidate, row),
    candidate.travelMiles,
  );
}

/** Culture match from the venue's real culture; null before the culture assessment. */
export function cultureMatchOf(candidate: CandidateContext, row: JobRow): MatchResult | null {
  return candidate.hasCulture ? cultureMatch(candidate.culture, matchJobOf(row)) : null;
}

/** The personality fit of the job: null before the quiz, never invented. */
export function personalityMatch(candidate: CandidateContext, row: JobRow): number | null {
  return personalityFit(candidate.personalityType, row.title);
}
