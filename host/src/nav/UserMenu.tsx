import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { TEXTS, avatarLetter, displayName, isRecruiter, signOut, type User } from 'shared-kernel';
import { CANDIDATE_MENU, RECRUITER_MENU } from './nav-items';

/** Pages a recruiter still opens while onboarding (the gate does not apply there). */
const ONBOARDING_OPEN_PATHS = ['/company-management'];

/** The user menu: avatar letter, full name or e-mail, 'Job Seeker' or 'Recruiter', menu items. */
export default function UserMenu({ user, locked = false }: { user: User; locked?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const recruiter = isRecruiter(user);
  const items = recruiter ? RECRUITER_MENU : CANDIDATE_MENU;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="Open user menu"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36 }}>
          {avatarLetter(user)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} data-testid="user-menu-identity">
          <Typography fontWeight={700}>{displayName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {recruiter ? TEXTS.recruiter : TEXTS.jobSeeker}
          </Typography>
        </Box>
        <Divider />
        {items.map((item) =>
          item.soon ? (
            <MenuItem key={item.label} disabled>
              <ListItemText>{item.label}</ListItemText>
              <Chip size="small" label={TEXTS.soon} sx={{ ml: 1 }} />
            </MenuItem>
          ) : locked && !ONBOARDING_OPEN_PATHS.includes(item.to) ? (
            <MenuItem key={item.label} disabled title={TEXTS.finishOnboarding}>
              <ListItemText secondary={TEXTS.finishOnboarding}>{item.label}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={close}>
              {item.label}
            </MenuItem>
          ),
        )}
        <Divider />
        <MenuItem onClick={signOut}>{TEXTS.signOut}</MenuItem>
      </Menu>
    </>
  );
}
