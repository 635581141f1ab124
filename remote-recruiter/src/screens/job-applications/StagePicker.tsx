import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PIPELINE_STATUSES, type ApplicationStatus } from '../../api/applications';
import { STATUS_LABEL } from '../../texts';
import { BOARD } from '../../texts-board';
import { firstStageWithPeople, type Columns } from './board-model';
import type { RenderCard } from './BoardColumns';

/**
 * The board on a phone: a stage picker that shows each stage's count and opens on the first
 * stage that has people, with that stage's cards under it (moves go through "Move to…").
 */
export function StagePicker({ columns, renderCard }: { columns: Columns; renderCard: RenderCard }) {
  const [chosen, setChosen] = useState<ApplicationStatus | null>(null);
  const stage = chosen ?? firstStageWithPeople(columns);
  const cards = columns[stage];
  return (
    <Stack spacing={1.5}>
      <TextField
        id="board-stage"
        select
        label={BOARD.stage}
        value={stage}
        onChange={(event) => setChosen(event.target.value as ApplicationStatus)}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {PIPELINE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {BOARD.column(STATUS_LABEL[status], columns[status].length)}
          </option>
        ))}
      </TextField>
      <Stack
        component="section"
        aria-label={BOARD.column(STATUS_LABEL[stage], cards.length)}
        spacing={1}
      >
        {cards.length === 0 ? (
          <Typography color="text.secondary">{BOARD.emptyColumn}</Typography>
        ) : (
          cards.map((application) => (
            <div key={application.id}>{renderCard(application, null)}</div>
          ))
        )}
      </Stack>
    </Stack>
  );
}
