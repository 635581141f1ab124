import Chip from '@mui/material/Chip';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { NEW_STARTER_TEXTS } from 'shared-kernel/rules';

/** "Ready for the first shift": every step done. Said in words, with an icon, not by colour. */
export function ReadyMark() {
  return (
    <Chip
      size="small"
      color="success"
      icon={<TaskAltIcon />}
      label={NEW_STARTER_TEXTS.ready}
      sx={{ fontWeight: 600 }}
    />
  );
}
