import Chip from '@mui/material/Chip';
import type { ScoreColour } from '../../rules/match-colours';
import { SCORE_COLOURS } from './chip-colours';

/**
 * A match or culture score in its colour band (`matchColour` or `cultureColour` of
 * shared-kernel/rules give the band); `data-colour` names it.
 */
export function ScoreChip({ label, colour }: { label: string; colour: ScoreColour }) {
  const { bg, fg } = SCORE_COLOURS[colour];
  return (
    <Chip
      size="small"
      label={label}
      data-colour={colour}
      sx={{ bgcolor: bg, color: fg, fontWeight: 700 }}
    />
  );
}
