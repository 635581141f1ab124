import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { NewStarterProgress } from '../../../api/new-starters';
import { NEW_STARTER } from '../../../texts-new-starter';
import { ReadyMark } from './ReadyMark';

/** The board card's new-starter progress ("New starter 3/5") and, when every step is done, the Ready mark. */
export function NewStarterChips({ progress }: { progress: NewStarterProgress }) {
  return (
    <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        label={NEW_STARTER.progress(progress.done, progress.total)}
        aria-label={NEW_STARTER.progressLabel(progress.done, progress.total)}
      />
      {progress.ready && <ReadyMark />}
    </Stack>
  );
}
