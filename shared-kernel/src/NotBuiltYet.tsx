import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A remote's plain placeholder for a screen a later issue builds. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Box sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is not built yet.</Typography>
    </Box>
  );
}
