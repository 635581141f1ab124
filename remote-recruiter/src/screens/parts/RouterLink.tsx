import type { ReactNode } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Link from '@mui/material/Link';

/** An in-app link styled as an MUI link. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RRLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
