import type { ScoreColour } from 'shared-kernel/rules';

// The spec's score colours (green, orange, yellow, grey) as chip colours readable on white
// (dark text on the light tint, WCAG AA).
export const SCORE_CHIP: Record<ScoreColour, { bg: string; fg: string }> = {
  green: { bg: '#dcfce7', fg: '#14532d' },
  orange: { bg: '#ffedd5', fg: '#7c2d12' },
  yellow: { bg: '#fef9c3', fg: '#713f12' },
  grey: { bg: '#f1f5f9', fg: '#334155' },
};
