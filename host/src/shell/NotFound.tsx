import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { TEXTS, usePageTitle } from 'shared-kernel';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Box sx={{ py: 10, px: 3, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {TEXTS.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
