import Box from '@mui/material/Box';
import type { ApplicationStatus } from 'shared-kernel/contract';
import { ButtonLink, StatusChip } from 'shared-kernel/ui';
import { RECENT } from '../texts';
import { statusChipProps } from './application-status';
import { WithdrawApplication } from './WithdrawApplication';

/**
 * The right-hand side of an application list row: its status chip, a View button and, when
 * `withdraw` is on and the application is still open, "Withdraw application".
 */
export function ApplicationRowActions({
  id,
  status,
  title,
  company,
  viewText,
  withdraw = false,
}: {
  id: string;
  status: ApplicationStatus;
  title: string;
  company: string;
  viewText: string;
  withdraw?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        ml: 'auto',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
      }}
    >
      <StatusChip {...statusChipProps(status)} />
      {withdraw && <WithdrawApplication id={id} status={status} title={title} company={company} />}
      <ButtonLink
        to={`/applications/${id}`}
        size="small"
        variant="outlined"
        aria-label={RECENT.viewLabel(title)}
      >
        {viewText}
      </ButtonLink>
    </Box>
  );
}
