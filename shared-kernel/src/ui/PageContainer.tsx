import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../usePageTitle';

/**
 * A screen's frame: document title, an h1, an optional subtitle and actions, and the content.
 * The h1 takes focus after a page change (host/src/routes/focus-on-page-change.ts), so it is
 * focusable from script (tabIndex=-1) without becoming a Tab stop.
 */
export function PageContainer({
  title,
  subtitle,
  actions,
  maxWidth = 1120,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" tabIndex={-1}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
