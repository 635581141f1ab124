import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TEXTS } from '../texts';

/** A screen's (or a panel's) loading state. */
export function LoadingState({ label = TEXTS.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** A failed call: what failed, and a way to try again. */
export function ErrorState({
  title = TEXTS.somethingWentWrong,
  error,
  onRetry,
}: {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {message}
        </Typography>
      )}
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {TEXTS.retry}
        </Button>
      )}
    </Box>
  );
}

/** No data yet: says so plainly, with the next step to take. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
          {description}
        </Typography>
      )}
      {action}
    </Box>
  );
}
