import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';

/** A button that is a link to a route of the app. */
export function RouterButton({
  to,
  children,
  variant = 'outlined',
  size,
}: {
  to: string;
  children: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
}) {
  return (
    <Button component={RouterLink} to={to} variant={variant} size={size}>
      {children}
    </Button>
  );
}
