import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEXTS } from 'shared-kernel';

/** The full-page screen for an unexpected rendering error (spec section 2). */
export function SomethingWentWrong({ error }: { error: Error | null }) {
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {TEXTS.somethingWentWrong}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {error?.message || TEXTS.renderErrorFallback}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {TEXTS.refreshPage}
        </Button>
      </Box>
    </Box>
  );
}
