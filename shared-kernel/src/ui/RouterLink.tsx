import type { ReactNode } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';

/** An in-app link styled as an MUI link. */
export function TextLink({
  to,
  children,
  ariaLabel,
}: {
  to: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  return (
    <Link
      component={RRLink}
      to={to}
      underline="hover"
      sx={{ fontWeight: 600 }}
      aria-label={ariaLabel}
    >
      {children}
    </Link>
  );
}

/** An in-app link that looks like a button (MUI's text button unless `variant` says otherwise). */
export function ButtonLink({ to, ...props }: ButtonProps & { to: string }) {
  return <Button component={RRLink} to={to} {...props} />;
}
