import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * What a step holds, as term / value pairs (`<dl>`, children `<dt>` / `<dd>`): one column on a
 * phone (a long HMRC statement gets the full width), two from a tablet up.
 */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dt:first-of-type': { mt: 0 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}
