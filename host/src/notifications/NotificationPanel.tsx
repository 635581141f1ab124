import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { failureToast } from 'shared-kernel';
import { formatRelativeTime } from 'shared-kernel/rules';
import { useNotificationStore, type AppNotification } from 'shared-kernel/live';
import { SHELL_TEXTS } from '../shell-texts';

function NotificationItem({ item, onNavigate }: { item: AppNotification; onNavigate: () => void }) {
  const markRead = useNotificationStore((s) => s.markRead);
  const dismiss = useNotificationStore((s) => s.dismiss);
  const title = item.title || 'Notification';
  const content = (
    <>
      <Typography
        component="span"
        display="block"
        fontWeight={item.read ? 500 : 800}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {item.body && (
        <Typography
          component="span"
          display="block"
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {item.body}
        </Typography>
      )}
      <Typography component="span" display="block" variant="caption" color="text.secondary">
        <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
        {!item.read && ` · ${SHELL_TEXTS.unread}`}
      </Typography>
    </>
  );
  return (
    <ListItem
      data-testid="notification-item"
      data-read={item.read}
      sx={{
        alignItems: 'flex-start',
        gap: 1,
        bgcolor: item.read ? 'transparent' : 'action.hover',
        borderLeft: 4,
        borderColor: item.read ? 'transparent' : 'secondary.main',
      }}
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={SHELL_TEXTS.dismiss(title)}
          onClick={() => void dismiss(item.id).catch(failureToast(SHELL_TEXTS.dismissFailed))}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {item.href ? (
        <Box
          component={RouterLink}
          to={item.href}
          onClick={() => {
            void markRead(item.id);
            onNavigate();
          }}
          sx={{ color: 'inherit', textDecoration: 'none', flex: 1, minWidth: 0, pr: 3 }}
        >
          {content}
        </Box>
      ) : (
        <Box
          sx={{ flex: 1, minWidth: 0, pr: 3, cursor: 'default' }}
          onClick={() => void markRead(item.id)}
        >
          {content}
        </Box>
      )}
    </ListItem>
  );
}

/** The panel titled 'Notifications' with the total count, the list, Mark all as read, Clear all. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const notifications = useNotificationStore((s) => s.notifications);
  const markAllRead = useNotificationStore((s) => s.markAllRead);
  const clearAll = useNotificationStore((s) => s.clearAll);
  const [confirming, setConfirming] = useState(false);
  const empty = notifications.length === 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" fontWeight={800}>
          {SHELL_TEXTS.notifications}
        </Typography>
        <Chip
          size="small"
          label={notifications.length}
          aria-label={`${notifications.length} in total`}
          data-testid="notification-total"
        />
      </Box>
      {!empty && (
        <Box sx={{ display: 'flex', gap: 1, px: 2, pb: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => void markAllRead()}>
            {SHELL_TEXTS.markAllRead}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)}>
            {SHELL_TEXTS.clearAll}
          </Button>
        </Box>
      )}
      {confirming && !empty && (
        <Box role="alert" sx={{ mx: 2, mb: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2">{SHELL_TEXTS.clearAllConfirm}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              size="small"
              variant="contained"
              color="error"
              onClick={() => {
                setConfirming(false);
                void clearAll().catch(failureToast(SHELL_TEXTS.clearFailed));
              }}
            >
              {SHELL_TEXTS.confirmClear}
            </Button>
            <Button size="small" onClick={() => setConfirming(false)}>
              {SHELL_TEXTS.cancel}
            </Button>
          </Box>
        </Box>
      )}
      <Divider />
      {empty ? (
        <Box sx={{ textAlign: 'center', px: 3, py: 4 }}>
          <NotificationsNoneIcon color="disabled" fontSize="large" />
          <Typography fontWeight={700}>{SHELL_TEXTS.noNotifications}</Typography>
          <Typography variant="body2" color="text.secondary">
            {SHELL_TEXTS.noNotificationsHint}
          </Typography>
        </Box>
      ) : (
        <List disablePadding aria-label={SHELL_TEXTS.notifications}>
          {notifications.map((item) => (
            <NotificationItem key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </Box>
  );
}
