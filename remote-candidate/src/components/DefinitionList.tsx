import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A two-column term / value grid (`<dl>`); children are `<dt>` / `<dd>` pairs. */
export function DefinitionList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0 },
      }}
    >
      {children}
    </Box>
  );
}
