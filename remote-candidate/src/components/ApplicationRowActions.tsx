import Box from '@mui/material/Box';
import { RECENT } from '../texts';
import { ButtonLink } from './RouterLink';
import { StatusChip } from './StatusChip';

/** The right-hand side of an application list row: its status chip and a View button. */
export function ApplicationRowActions({
  id,
  status,
  title,
  viewText,
}: {
  id: string;
  status: string;
  title: string;
  viewText: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
      <StatusChip status={status} />
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
