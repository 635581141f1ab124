import Chip from '@mui/material/Chip';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EventIcon from '@mui/icons-material/Event';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import type { ReactElement } from 'react';
import { STATUS_LABEL } from '../texts';

// The display colour and icon per application status (spec section 4).
const STATUS_STYLE: Record<string, { bg: string; fg: string; icon: ReactElement }> = {
  applied: { bg: '#e0f2fe', fg: '#075985', icon: <ScheduleIcon /> },
  reviewed: { bg: '#ede9fe', fg: '#5b21b6', icon: <VisibilityIcon /> },
  interviewed: { bg: '#fef3c7', fg: '#78350f', icon: <EventIcon /> },
  offered: { bg: '#dcfce7', fg: '#14532d', icon: <CardGiftcardIcon /> },
  rejected: { bg: '#fee2e2', fg: '#7f1d1d', icon: <CancelIcon /> },
  accepted: { bg: '#bbf7d0', fg: '#14532d', icon: <CheckCircleIcon /> },
  declined: { bg: '#f1f5f9', fg: '#334155', icon: <DoNotDisturbIcon /> },
};

export function statusLabel(status: string): string {
  return STATUS_LABEL[status as keyof typeof STATUS_LABEL] ?? status;
}

export function StatusChip({ status }: { status: string }) {
  const style = STATUS_STYLE[status] ?? STATUS_STYLE.declined;
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
