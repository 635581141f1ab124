import { Link as RRLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { WAITING_ON_YOU_DAYS } from 'shared-kernel/rules';
import type { RecruiterDashboardData } from '../../api/dashboard';
import { STATUS_LABEL } from '../../texts';
import { WAITING } from '../../texts-board';
import { List, Row } from './DashboardRows';

/**
 * "Waiting on you": open applications with no move for a week or more, oldest first, each
 * linking to the application on its job's board (the dashboard API's `waitingOnYou`).
 */
export function WaitingOnYou({
  items,
  total,
}: {
  items: RecruiterDashboardData['waitingOnYou'];
  total: number;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={WAITING.title}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderColor: items.length ? 'warning.main' : 'divider',
        borderWidth: items.length ? 2 : 1,
      }}
    >
      <Typography variant="h6" component="h2">
        {WAITING.title} ({total})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {WAITING.hint(WAITING_ON_YOU_DAYS)}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{WAITING.none}</Typography>
      ) : (
        <List ordered>
          {items.map((item) => (
            <Row
              key={item.id}
              primary={item.candidateName}
              secondary={`${item.job.title} · ${STATUS_LABEL[item.status]} · ${WAITING.days(item.daysWaiting)}`}
              action={
                <Button
                  size="small"
                  variant="outlined"
                  component={RRLink}
                  to={`/job-applications/${item.job.id}?application=${item.id}`}
                  aria-label={`${WAITING.open} ${item.candidateName}`}
                >
                  {WAITING.open}
                </Button>
              }
            />
          ))}
        </List>
      )}
      {total > items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {WAITING.more(total - items.length)}
        </Typography>
      )}
    </Paper>
  );
}
