import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One part of the new-starter record: an h4 and what it holds, named by its heading. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ pt: 1 }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "Label: value", the value wrapping on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <strong>{children}</strong>
    </Typography>
  );
}
