import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { NEW_STARTER_STEP_LABELS } from 'shared-kernel/rules';
import type { NewStarter } from '../../../api/new-starters';
import { NEW_STARTER } from '../../../texts-new-starter';

const ICON = {
  todo: <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />,
  done: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  overdue: <ErrorIcon fontSize="small" color="error" aria-hidden />,
};

/** The five steps, each with its status in words (and an icon beside it). */
export function StepList({ steps }: { steps: NewStarter['steps'] }) {
  return (
    <Box component="ul" aria-label={NEW_STARTER.stepsTitle} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
        >
          {ICON[step.status]}
          <Typography sx={{ flex: 1 }}>{NEW_STARTER_STEP_LABELS[step.key]}</Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: step.status === 'overdue' ? 700 : 400 }}
            color={step.status === 'overdue' ? 'error' : 'text.secondary'}
          >
            {NEW_STARTER.status[step.status]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
