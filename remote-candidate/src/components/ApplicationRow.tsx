import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyName, formatShortDate, jobTitle, orMissing } from 'shared-kernel/rules';
import type { ApplicationSummary } from '../api/applications';
import { NEW_STARTER, RECENT } from '../texts';
import { ApplicationRowActions } from './ApplicationRowActions';
import { rejectionMessageOf } from './application-status';
import { ToneChip } from './ToneChip';

/**
 * One application in a list (<li>): its job, company and day applied on the left, its status
 * and View (and, in the full list, Withdraw) on the right. `full` is the Applications page's row
 * (a heading, the place, Withdraw, a rejection's message from the company, cut to two lines,
 * an accepted offer's new-starter progress);
 * otherwise the dashboard's compact one.
 */
export function ApplicationRow({
  application,
  viewText,
  full = false,
  divider = true,
}: {
  application: ApplicationSummary;
  viewText: string;
  full?: boolean;
  /** A line above the row (not above the first row of a card). */
  divider?: boolean;
}) {
  const title = jobTitle(application.job);
  const company = companyName(application.job);
  const applied = RECENT.applied(formatShortDate(application.appliedAt));
  const message = rejectionMessageOf(application);
  return (
    <Box
      component="li"
      data-testid={full ? 'application-item' : 'recent-application'}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        ...(full ? { px: 2, py: 1.5 } : { py: 1.25 }),
        borderTop: divider ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: full ? '1 1 220px' : '1 1 180px', minWidth: 0 }}>
        {full ? (
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
            {title}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {title}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {full ? `${company} · ${orMissing(application.job.location)} · ` : `${company} · `}
          {applied}
        </Typography>
        {full && application.newStarter && (
          <Box sx={{ mt: 0.5 }} data-testid="new-starter-chip">
            <ToneChip
              tone={application.newStarter.ready ? 'success' : 'neutral'}
              label={
                application.newStarter.ready
                  ? NEW_STARTER.chipReady
                  : NEW_STARTER.chip(application.newStarter.done, application.newStarter.total)
              }
            />
          </Box>
        )}
        {full && message && (
          <Typography
            variant="body2"
            data-testid="rejection-message"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {RECENT.messageFrom(company, message)}
          </Typography>
        )}
      </Box>
      <ApplicationRowActions
        id={application.id}
        status={application.status}
        title={title}
        company={company}
        viewText={viewText}
        withdraw={full}
      />
    </Box>
  );
}
