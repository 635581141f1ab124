import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ONBOARDING } from '../../texts';

/**
 * One onboarding step: its h2 (focused when the step opens, so keyboard and screen-reader users
 * land on it), an intro, the step's content and its buttons: Back (when `onBack` is given; the
 * first step keeps its place empty) on the left, the step's own `actions` on the right.
 */
export function StepFrame({
  id,
  heading,
  intro,
  children,
  actions,
  onBack,
}: {
  id: string;
  heading: string;
  intro: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onBack?: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        // Clear of the host's sticky top bar when focus scrolls it into view.
        sx={{ fontWeight: 700, mb: 1, outline: 'none', scrollMarginTop: 96 }}
      >
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, justifyContent: 'space-between' }}
      >
        {onBack ? (
          <Button variant="outlined" size="large" onClick={onBack}>
            {ONBOARDING.back}
          </Button>
        ) : (
          <span />
        )}
        {actions}
      </Stack>
    </Paper>
  );
}

/** A flex spacer for the actions row. */
export const Spacer = () => <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />;
