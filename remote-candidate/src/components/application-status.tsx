import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EventIcon from '@mui/icons-material/Event';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactElement } from 'react';
import type { ApplicationHistoryEntry, ApplicationStatus } from 'shared-kernel/contract';
import type { ApplicationSummary } from '../api/applications';
import { STATUS_LABEL } from '../texts';

// An application status as the candidate reads it (spec section 4): its words and its icon; the
// colour and the chip are shared-kernel's. A status added to the vocabulary fails the type check.
export const STATUS_ICON: Record<ApplicationStatus, ReactElement> = {
  applied: <ScheduleIcon />,
  reviewed: <VisibilityIcon />,
  interviewed: <EventIcon />,
  offered: <CardGiftcardIcon />,
  rejected: <CancelIcon />,
  accepted: <CheckCircleIcon />,
  declined: <DoNotDisturbIcon />,
  /** The candidate took it back: final, its own icon (undo). */
  withdrawn: <UndoIcon />,
};

const isStatus = (status: string): status is ApplicationStatus => status in STATUS_LABEL;

export function statusLabel(status: string): string {
  return isStatus(status) ? STATUS_LABEL[status] : status;
}

/** shared-kernel's StatusChip's props in the candidate's words and icons. */
export const statusChipProps = (status: ApplicationStatus) => ({
  status,
  label: statusLabel(status),
  icon: STATUS_ICON[status],
});

/**
 * A rejected application's message from the company (the API's `rejectionMessage`, else the note
 * of the latest move to rejected in its history); null when there is none or it is not rejected.
 */
export function rejectionMessageOf(
  application: Pick<ApplicationSummary, 'status' | 'rejectionMessage'> & {
    history?: readonly ApplicationHistoryEntry[];
  },
): string | null {
  if (application.status !== 'rejected') return null;
  return (
    application.rejectionMessage ??
    application.history?.findLast((entry) => entry.status === 'rejected')?.note ??
    null
  );
}
