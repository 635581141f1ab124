import Chip from '@mui/material/Chip';
import { cultureColour, matchColour, type ScoreColour } from 'shared-kernel/rules';
import type { ApplicationStatus } from '../api/applications';
import { STATUS_LABEL } from '../texts';

const STATUS_COLOUR: Record<
  ApplicationStatus,
  'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'
> = {
  applied: 'info',
  reviewed: 'primary',
  interviewed: 'secondary',
  offered: 'warning',
  accepted: 'success',
  declined: 'default',
  rejected: 'error',
  withdrawn: 'default',
};

export function StatusChip({ status }: { status: ApplicationStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOUR[status]}
      label={STATUS_LABEL[status]}
      variant="outlined"
    />
  );
}

// Dark enough on white for WCAG AA text contrast.
const SCORE_COLOURS: Record<ScoreColour, string> = {
  green: '#1b5e20',
  orange: '#a84300',
  yellow: '#6d5a00',
  grey: '#4b5563',
};

/** A score with the spec's colour bands: match (90/80/70) or culture (85/70/60). */
export function ScoreChip({
  label,
  score,
  kind,
}: {
  label: string;
  score: number;
  kind: 'match' | 'culture';
}) {
  const colour = SCORE_COLOURS[kind === 'match' ? matchColour(score) : cultureColour(score)];
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      sx={{ color: colour, borderColor: colour, fontWeight: 600 }}
    />
  );
}
