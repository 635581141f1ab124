import { Link as RRLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accentButtonSx } from './palette';

/** The two sign-up buttons side by side, centred: job seeker, then employer (in the accent). */
export function SignUpButtons({
  seeker,
  employer,
  gapBelow,
}: {
  seeker: string;
  employer: string;
  gapBelow?: number;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'center', mb: gapBelow }}
    >
      <Button component={RRLink} to="/candidate-signup" variant="contained" size="large">
        {seeker}
      </Button>
      <Button
        component={RRLink}
        to="/recruiter-signup"
        variant="contained"
        size="large"
        sx={accentButtonSx}
      >
        {employer}
      </Button>
    </Stack>
  );
}
