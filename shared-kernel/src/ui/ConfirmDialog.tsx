import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TEXTS } from '../texts';

/**
 * Asks before an action (destructive by default); nothing happens until the person confirms.
 * `children` may add fields under the question (e.g. a message to the candidate).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  destructive = true,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: children ? 2 : 0 }}>{body}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
