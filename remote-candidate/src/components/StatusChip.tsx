import Chip from '@mui/material/Chip';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EventIcon from '@mui/icons-material/Event';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactElement } from 'react';
import type { ApplicationStatus } from 'shared-kernel/contract';
import { STATUS_LABEL } from '../texts';

// The one map from an application status (the contract's vocabulary) to its display: colour,
// icon and label (spec section 4). A status added to the vocabulary fails the type check here.
// Dark text on a light tint, each pair at least 7:1 contrast.
export const STATUS_DISPLAY: Record<
  ApplicationStatus,
  { bg: string; fg: string; icon: ReactElement; label: string }
> = {
  applied: { bg: '#e0f2fe', fg: '#075985', icon: <ScheduleIcon />, label: STATUS_LABEL.applied },
  reviewed: {
    bg: '#ede9fe',
    fg: '#5b21b6',
    icon: <VisibilityIcon />,
    label: STATUS_LABEL.reviewed,
  },
  interviewed: {
    bg: '#fef3c7',
    fg: '#78350f',
    icon: <EventIcon />,
    label: STATUS_LABEL.interviewed,
  },
  offered: {
    bg: '#dcfce7',
    fg: '#14532d',
    icon: <CardGiftcardIcon />,
    label: STATUS_LABEL.offered,
  },
  rejected: { bg: '#fee2e2', fg: '#7f1d1d', icon: <CancelIcon />, label: STATUS_LABEL.rejected },
  accepted: {
    bg: '#bbf7d0',
    fg: '#14532d',
    icon: <CheckCircleIcon />,
    label: STATUS_LABEL.accepted,
  },
  declined: {
    bg: '#f1f5f9',
    fg: '#334155',
    icon: <DoNotDisturbIcon />,
    label: STATUS_LABEL.declined,
  },
  /** The candidate took it back: final, its own colour (mauve) and icon (undo). */
  withdrawn: { bg: '#fae8ff', fg: '#701a75', icon: <UndoIcon />, label: STATUS_LABEL.withdrawn },
};

const isStatus = (status: string): status is ApplicationStatus => status in STATUS_DISPLAY;

export function statusLabel(status: string): string {
  return isStatus(status) ? STATUS_DISPLAY[status].label : status;
}

export function StatusChip({ status }: { status: ApplicationStatus }) {
  const style = isStatus(status) ? STATUS_DISPLAY[status] : STATUS_DISPLAY.declined;
  return (
    <Chip
      size="small"
      icon={style.icon}
      label={statusLabel(status)}
      data-status={status}
      sx={{
        bgcolor: style.bg,
        color: style.fg,
        fontWeight: 600,
        '& .MuiChip-icon': { color: style.fg },
      }}
    />
  );
}
