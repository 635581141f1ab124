import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthLayoutProps {
  heading: string;
  pitch?: ReactNode;
  children: ReactNode;
  /** Links under the card: sign in, sign up, the other role. */
  footer?: ReactNode;
}

/** The centred card that the sign-in, sign-up and password pages share. One h1 per page. */
export function AuthLayout({ heading, pitch, children, footer }: AuthLayoutProps) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 460 }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: pitch ? 1 : 3 }}>
            {heading}
          </Typography>
          {pitch && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {pitch}
            </Typography>
          )}
          {children}
        </Paper>
        {footer && (
          <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
            {footer}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
