import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useToastStore, type Toast } from 'shared-kernel';
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, TOAST_REMOVE_DELAY_MS } from 'shared-kernel/rules';
import { SHELL_TEXTS } from '../shell-texts';

// The page's toasts (spec section 9): at most one visible, shown 5000 ms, default or destructive,
// an optional description and action, a close control; at most 420 px wide on md and up.

function ToastCard({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const destructive = toast.variant === 'destructive';
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <Paper
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      data-variant={toast.variant ?? 'default'}
      elevation={6}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        border: 1,
        borderColor: destructive ? 'error.dark' : 'divider',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography fontWeight={700}>{toast.title}</Typography>
        {toast.content ??
          (toast.description && (
            <Typography variant="body2" sx={{ opacity: 0.9, overflowWrap: 'anywhere' }}>
              {toast.description}
            </Typography>
          ))}
      </Box>
      {toast.action && (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => {
            toast.action?.onClick();
            dismiss(toast.id);
          }}
          sx={{ flexShrink: 0 }}
        >
          {toast.action.label}
        </Button>
      )}
      <IconButton
        size="small"
        color="inherit"
        aria-label={SHELL_TEXTS.closeToast}
        onClick={() => dismiss(toast.id)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

export default function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const remove = useToastStore((s) => s.remove);
  const closed = toasts.filter((t) => !t.open).map((t) => t.id);
  const closedKey = closed.join(',');
  // A dismissed toast leaves the store after TOAST_REMOVE_DELAY_MS (spec section 9).
  useEffect(() => {
    if (!closedKey) return;
    const timers = closedKey
      .split(',')
      .map((id) => setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS));
    return () => timers.forEach(clearTimeout);
  }, [closedKey, remove]);
  const visible = toasts.filter((t) => t.open);
  return (
    <Box
      component="section"
      aria-label="Notifications toasts"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: 0,
        right: 0,
        width: '100%',
        maxWidth: { md: TOAST_MAX_WIDTH_PX },
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: visible.length ? 'auto' : 'none',
      }}
    >
      {visible.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </Box>
  );
}
