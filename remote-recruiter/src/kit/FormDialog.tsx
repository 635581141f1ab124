import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { COMMON } from '../texts';

/**
 * A form in a dialog, one way for the recruiter's dialogs: its title, the failed call's alert
 * above the fields, Cancel and the submit button (disabled while it is sent).
 */
export function FormDialog({
  open = true,
  titleId,
  title,
  alert,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
}: {
  open?: boolean;
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** The form's alert (`useFormSubmit`), shown when set. */
  alert?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{COMMON.cancel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
