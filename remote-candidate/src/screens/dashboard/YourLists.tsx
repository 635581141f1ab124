import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ReactElement } from 'react';
import { DASHBOARD } from '../../texts';

const LISTS: { key: keyof typeof DASHBOARD.lists; to: string; icon: ReactElement }[] = [
  { key: 'applications', to: '/applications', icon: <AssignmentIcon /> },
  { key: 'offers', to: '/job-offers', icon: <CardGiftcardIcon /> },
  { key: 'savedJobs', to: '/saved-jobs', icon: <BookmarkIcon /> },
  { key: 'alerts', to: '/job-alerts', icon: <NotificationsActiveIcon /> },
];

/** My Applications, Job Offers, Saved Jobs and Job Alerts, one tap from the dashboard. */
export const YourLists = memo(function YourLists() {
  return (
    <Card component="nav" aria-labelledby="your-lists-title">
      <CardContent sx={{ pb: 1 }}>
        <Typography id="your-lists-title" variant="h6" component="h2">
          {DASHBOARD.listsTitle}
        </Typography>
        <List dense disablePadding>
          {LISTS.map(({ key, to, icon }) => (
            // Each link in its own <li>: a <ul> holds list items only (axe "list").
            <li key={key}>
              <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>{icon}</ListItemIcon>
                <ListItemText
                  primary={DASHBOARD.lists[key].label}
                  secondary={DASHBOARD.lists[key].hint}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
});
