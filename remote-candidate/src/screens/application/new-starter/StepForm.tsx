import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NEW_STARTER } from '../../../texts';

/** A full-width button on a phone, its own width from a tablet up. */
export const phoneWide = { width: { xs: '100%', sm: 'auto' } } as const;

/**
 * A step's form: its fields stacked (no wider than a comfortable line on a wide screen), the
 * failed save's alert (what was typed stays), and its buttons (Save, and Cancel when changing what
 * was saved), full width on a phone.
 */
export function StepForm({
  label,
  alert,
  pending,
  submitText = NEW_STARTER.save,
  onSubmit,
  onCancel,
  children,
}: {
  /** The form's accessible name (the step's). */
  label: string;
  alert: string | null;
  pending: boolean;
  submitText?: string;
  onSubmit: (event?: BaseSyntheticEvent) => void;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit} sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        {alert && (
          <Alert severity="error">
            {NEW_STARTER.saveFailed}: {alert} {NEW_STARTER.retry}
          </Alert>
        )}
        {children}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" disabled={pending} sx={phoneWide}>
            {submitText}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={pending} sx={phoneWide}>
              {NEW_STARTER.cancel}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
