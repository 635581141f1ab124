import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// The dashboard's list rows: a name, a line under it and an action on the right (every panel,
// and "Waiting on you").

/** One row of a dashboard list. */
export function Row({
  primary,
  secondary,
  action,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 600 }}>
          {primary}
        </Typography>
        {secondary && (
          <Typography variant="body2" color="text.secondary">
            {secondary}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}

export const List = ({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) => (
  <Box component={ordered ? 'ol' : 'ul'} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {children}
  </Box>
);
