import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A titled block of a screen: an h2 (with an optional action beside it) in a bordered paper.
 * Its bottom margin spaces sections stacked one after another (inside an MUI Stack the Stack's
 * spacing wins); in a grid or flex container with a gap, `gutterBottom={false}` leaves it out.
 */
export function Section({
  title,
  action,
  children,
  id,
  gutterBottom = true,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
  gutterBottom?: boolean;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: gutterBottom ? 3 : 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
