import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { ApplicationStatus } from '../../contract/vocabularies';
import { STATUS_COLOURS } from './chip-colours';

/**
 * An application's status in its colour. The words are the screen's (a candidate reads
 * "Not successful" where a recruiter reads "Rejected"), and so is the icon, when it shows one.
 */
export function StatusChip({
  status,
  label,
  icon,
}: {
  status: ApplicationStatus;
  label: string;
  icon?: ReactElement;
}) {
  const { bg, fg } = STATUS_COLOURS[status] ?? STATUS_COLOURS.declined;
  return (
    <Chip
      size="small"
      icon={icon}
      label={label}
      data-status={status}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600, '& .MuiChip-icon': { color: fg } }}
    />
  );
}
