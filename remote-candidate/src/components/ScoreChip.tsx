import Chip from '@mui/material/Chip';
import type { ScoreColour } from 'shared-kernel/rules';
import { SCORE_CHIP } from './score-colours';

/** A match or culture score in its colour band; `data-colour` names the band. */
export function ScoreChip({ label, colour }: { label: string; colour: ScoreColour }) {
  const { bg, fg } = SCORE_CHIP[colour];
  return (
    <Chip
      size="small"
      label={label}
      data-colour={colour}
      sx={{ bgcolor: bg, color: fg, fontWeight: 700 }}
    />
  );
}
