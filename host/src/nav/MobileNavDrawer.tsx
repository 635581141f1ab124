import { NavLink } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { TEXTS, signOut } from 'shared-kernel';
import type { NavItem } from './nav-items';

/** The nav on small screens; loaded only when first opened (it pulls in MUI's modal stack). */
export default function MobileNavDrawer(props: {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  signedIn: boolean;
}) {
  return (
    <Drawer open={props.open} onClose={props.onClose}>
      <List component="nav" aria-label="Main" sx={{ width: 260 }}>
        {props.items.map((item) => (
          <ListItemButton key={item.label} component={NavLink} to={item.to} onClick={props.onClose}>
            {item.label}
          </ListItemButton>
        ))}
        {props.signedIn && <ListItemButton onClick={signOut}>{TEXTS.signOut}</ListItemButton>}
      </List>
    </Drawer>
  );
}
