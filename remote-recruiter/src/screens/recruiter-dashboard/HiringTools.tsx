import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ButtonLink } from 'shared-kernel/ui';
import { DASHBOARD } from '../../texts';
import { AVAILABILITY, AVAILABILITY_PATH } from '../../texts-booking';
import { JOB_BOARD_PATH, JOB_BOARD_TEXTS } from '../../texts-job-board';
import { WORKFLOWS, WORKFLOWS_PATH } from '../../texts-workflows';

// "Hiring tools" (issue 41): the recruiter's pages that the spec's top nav has no place for, each
// with a line on what it is for, on the dashboard rather than only in the avatar menu.

const TOOLS = [
  { to: AVAILABILITY_PATH, title: AVAILABILITY.title, hint: DASHBOARD.availabilityHint },
  { to: WORKFLOWS_PATH, title: WORKFLOWS.title, hint: DASHBOARD.workflowsHint },
  { to: JOB_BOARD_PATH, title: JOB_BOARD_TEXTS.title, hint: DASHBOARD.jobBoardHint },
] as const;

export function HiringTools() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 } }}
      component="section"
      aria-label={DASHBOARD.hiringTools}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {DASHBOARD.hiringTools}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1, md: 2 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {TOOLS.map((tool) => (
          <Box component="li" key={tool.to} sx={{ minWidth: 0 }}>
            <ButtonLink
              to={tool.to}
              sx={{ px: 0, minWidth: 0, fontWeight: 600, textTransform: 'none' }}
            >
              {tool.title}
            </ButtonLink>
            <Typography variant="body2" color="text.secondary">
              {tool.hint}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
