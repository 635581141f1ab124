import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface LinkButton {
  to: string;
  text: string;
  variant: 'contained' | 'outlined' | 'text';
}

/** A row of links drawn as buttons (a column on a phone): the next places to go from a result. */
export function LinkButtons({ links }: { links: LinkButton[] }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {links.map(({ to, text, variant }) => (
        <Button key={to} variant={variant} component={RouterLink} to={to}>
          {text}
        </Button>
      ))}
    </Stack>
  );
}
