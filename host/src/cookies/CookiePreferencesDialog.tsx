import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REJECT_ALL, type CookiePreferences } from 'shared-kernel';
import { SHELL_TEXTS } from '../shell-texts';

type Switchable = 'analytics' | 'marketing' | 'functional';
const SWITCHABLE: Switchable[] = ['analytics', 'marketing', 'functional'];

/** Essential (always on), switchable Analytics, Marketing and Functional; Reject All, Save. */
export default function CookiePreferencesDialog({
  onClose,
  onDecide,
}: {
  onClose: () => void;
  onDecide: (preferences: CookiePreferences) => void;
}) {
  const [choice, setChoice] = useState<CookiePreferences>(REJECT_ALL);
  const categories = SHELL_TEXTS.cookieCategories;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="cookie-preferences-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="cookie-preferences-title">{SHELL_TEXTS.cookiePreferences}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <FormControlLabel
            control={<Switch checked disabled />}
            label={`${categories.essential.label} (${SHELL_TEXTS.alwaysOn})`}
          />
          <Typography variant="body2" color="text.secondary">
            {categories.essential.text}
          </Typography>
        </Box>
        {SWITCHABLE.map((key) => (
          <Box key={key} sx={{ mb: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={choice[key]}
                  onChange={(e) => setChoice({ ...choice, [key]: e.target.checked })}
                />
              }
              label={categories[key].label}
            />
            <Typography variant="body2" color="text.secondary">
              {categories[key].text}
            </Typography>
          </Box>
        ))}
        <Link component={RouterLink} to="/cookie-policy" onClick={onClose}>
          {SHELL_TEXTS.cookiePolicy}
        </Link>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onDecide(REJECT_ALL)}>{SHELL_TEXTS.rejectAll}</Button>
        <Button variant="contained" onClick={() => onDecide(choice)}>
          {SHELL_TEXTS.savePreferences}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
