// Match and culture colours (spec section 9). The spec names the match colours; the culture bands
// are given without names, so they take the same scale.

export type ScoreColour = 'green' | 'orange' | 'yellow' | 'grey';

export function matchColour(score: number): ScoreColour {
  if (score >= 90) return 'green';
  if (score >= 80) return 'orange';
  if (score >= 70) return 'yellow';
  return 'grey';
}

export function cultureColour(score: number): ScoreColour {
  if (score >= 85) return 'green';
  if (score >= 70) return 'orange';
  if (score >= 60) return 'yellow';
  return 'grey';
}
