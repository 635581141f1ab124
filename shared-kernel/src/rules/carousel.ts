import { CARD_MAX_REASONS, CAROUSEL_MAX_DOTS, fallbackPersonalityScore } from './constants.js';

// The recommended-jobs carousel's rules (spec sections 2, 4 and 9).

/** Up to 5 dots, one per card. */
export function carouselDotCount(cards: number): number {
  return Math.max(0, Math.min(cards, CAROUSEL_MAX_DOTS));
}

/** Auto-advance and the next arrow wrap from the last card to the first. */
export function nextSlide(index: number, cards: number): number {
  return cards > 0 ? (index + 1) % cards : 0;
}

/** The previous arrow wraps from the first card to the last. */
export function previousSlide(index: number, cards: number): number {
  return cards > 0 ? (index - 1 + cards) % cards : 0;
}

/** At most 3 reasons per card. */
export function cardReasons(reasons: readonly string[] | null | undefined): string[] {
  return (reasons ?? []).filter(Boolean).slice(0, CARD_MAX_REASONS);
}

export interface CultureScored {
  cultureScore?: number | null;
  culturalMatchScore?: number | null;
  culturalMatch?: { overallScore?: number | null } | null;
}

/** A job's culture score: cultureScore, else culturalMatchScore, else culturalMatch.overallScore. */
export function jobCultureScore(job: CultureScored): number | null {
  const score = job.cultureScore ?? job.culturalMatchScore ?? job.culturalMatch?.overallScore;
  return typeof score === 'number' ? score : null;
}

/**
 * The personality match of a job; when none is supplied, the spec's fallback (75–94). An entry
 * of null is the API saying there is no fit to show (before the quiz): null, never a number.
 */
export function personalityScore(
  personalityMatches: Record<string, number | null> | null | undefined,
  jobId: string,
  random: () => number = Math.random,
): number | null {
  const score = personalityMatches?.[jobId];
  if (score === null) return null;
  return typeof score === 'number' ? score : fallbackPersonalityScore(random);
}
