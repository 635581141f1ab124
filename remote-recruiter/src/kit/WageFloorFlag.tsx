import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { WAGE_FLOOR_TEXTS } from 'shared-kernel/rules';

/**
 * The mark on a job whose pay is below today's minimum wage for its minimum age (issue 43): the
 * API's `belowWageFloor` says why; nothing when the pay is fine. The why is the chip's
 * description, for a pointer (tooltip) and a screen reader alike.
 */
export function WageFloorFlag({ why }: { why: string | null }) {
  if (!why) return null;
  return (
    <Tooltip title={why}>
      <Chip
        size="small"
        color="warning"
        label={WAGE_FLOOR_TEXTS.flag}
        aria-description={why}
        tabIndex={0}
        sx={{ ml: 1 }}
      />
    </Tooltip>
  );
}
