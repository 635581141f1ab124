import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useNotificationStore } from 'shared-kernel/live';
import { SHELL_TEXTS } from '../shell-texts';
import { NotificationPanel } from './NotificationPanel';

/** The bell with its unread badge; opening the panel sets the unread count to 0. */
export function NotificationBell() {
  const unread = useNotificationStore((s) => s.unreadCount);
  const openPanel = useNotificationStore((s) => s.openPanel);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={SHELL_TEXTS.openNotifications(unread)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          openPanel();
        }}
      >
        {/* No badge at 0: its hidden '0' would be visible text that the button's name lacks. */}
        {unread > 0 ? (
          <Badge
            badgeContent={unread}
            color="secondary"
            max={99}
            data-testid="notification-badge"
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': SHELL_TEXTS.notifications,
            sx: { width: { xs: 'calc(100vw - 16px)', sm: 400 }, maxHeight: '70vh' },
          } as object,
        }}
      >
        <NotificationPanel onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
