import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { TextLink } from 'shared-kernel/ui';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';
import type { JobBoardJob } from './job-board-status';

/**
 * What keeps a job out of Google's job search or weakens it there, each with where to fix it.
 * Plain list items, not alerts: they are the page's content, not news to announce on load.
 */
export function JobProblems({ problems }: { problems: JobBoardJob['problems'] }) {
  if (problems.length === 0)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
        <Typography variant="body2">{T.ready}</Typography>
      </Box>
    );
  return (
    <Box
      component="ul"
      aria-label={T.problems}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {problems.map((problem) => (
        <Box
          component="li"
          key={problem.code}
          data-problem={problem.code}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}
        >
          <WarningAmberIcon fontSize="small" color="warning" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2" component="span">
            {problem.message}{' '}
            <TextLink to={problem.fixPath} ariaLabel={T.fixLabel(problem.message)}>
              {T.fix}
            </TextLink>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
