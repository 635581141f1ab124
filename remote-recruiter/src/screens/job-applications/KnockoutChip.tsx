import Chip from '@mui/material/Chip';
import type { PipelineApplication } from '../../api/applications';
import { formatDateTime } from '../../kit/format';
import { ANSWERS } from '../../texts-workflows';

/** On a card: the knock-out that fired ('Ruled out: <question>'), with when its rejection goes. */
export function KnockoutChip({ knockout }: { knockout: PipelineApplication['knockout'] }) {
  if (!knockout || knockout.overridden) return null;
  const label = knockout.rejectsAt
    ? ANSWERS.ruledOutAt(knockout.question, formatDateTime(knockout.rejectsAt))
    : ANSWERS.ruledOut(knockout.question);
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={label}
      sx={{
        maxWidth: '100%',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
