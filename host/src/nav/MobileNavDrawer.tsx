import { NavLink } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { TEXTS, signOut } from 'shared-kernel';
import type { NavItem } from './nav-items';

/** The nav on small screens; loaded only when first opened (it pulls in MUI's modal stack). */
export default function MobileNavDrawer(props: {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  signedIn: boolean;
  /** While onboarding: items greyed out and not clickable. */
  locked?: boolean;
}) {
  return (
    <Drawer open={props.open} onClose={props.onClose}>
      <List component="nav" aria-label="Main" sx={{ width: 260 }}>
        {props.items.map((item) =>
          props.locked ? (
            <ListItemButton key={item.label} disabled title={TEXTS.finishOnboarding}>
              <ListItemText primary={item.label} secondary={TEXTS.finishOnboarding} />
            </ListItemButton>
          ) : (
            <ListItemButton
              key={item.label}
              component={NavLink}
              to={item.to}
              onClick={props.onClose}
            >
              {item.label}
            </ListItemButton>
          ),
        )}
        {props.signedIn && <ListItemButton onClick={signOut}>{TEXTS.signOut}</ListItemButton>}
      </List>
    </Drawer>
  );
}
