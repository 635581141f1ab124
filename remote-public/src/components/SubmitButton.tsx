import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: disabled, with a spinner, while the call is on its way. */
export function SubmitButton({
  pending,
  children,
  fullWidth = true,
}: {
  pending: boolean;
  children: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={pending}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1.25, px: fullWidth ? undefined : 4 }}
    >
      {children}
    </Button>
  );
}
