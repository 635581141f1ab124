import type { ApplicationStatus } from '../../contract/vocabularies';
import type { ScoreColour } from '../../rules/match-colours';

// The chips' colours, once for every front-end: dark text on a light tint, each pair at least
// 7:1 contrast (WCAG AAA for text), so a chip reads the same on a card or on the page.

/** The spec's score bands (green, orange, yellow, grey; spec section 9) as chip colours. */
export const SCORE_COLOURS: Record<ScoreColour, { bg: string; fg: string }> = {
  green: { bg: '#dcfce7', fg: '#14532d' },
  orange: { bg: '#ffedd5', fg: '#7c2d12' },
  yellow: { bg: '#fef9c3', fg: '#713f12' },
  grey: { bg: '#f1f5f9', fg: '#334155' },
};

/**
 * An application status's colour (spec section 4: a colour and an icon per status); each its own.
 * A status added to the vocabulary fails the type check here.
 */
export const STATUS_COLOURS: Record<ApplicationStatus, { bg: string; fg: string }> = {
  applied: { bg: '#e0f2fe', fg: '#075985' },
  reviewed: { bg: '#ede9fe', fg: '#5b21b6' },
  interviewed: { bg: '#fef3c7', fg: '#78350f' },
  offered: { bg: '#dcfce7', fg: '#14532d' },
  rejected: { bg: '#fee2e2', fg: '#7f1d1d' },
  accepted: { bg: '#bbf7d0', fg: '#14532d' },
  declined: { bg: '#f1f5f9', fg: '#334155' },
  /** The candidate took it back: final, its own colour (mauve). */
  withdrawn: { bg: '#fae8ff', fg: '#701a75' },
};
