import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { TEXTS, isRecruiter, onDarkSurface, signOut, useCurrentUser } from 'shared-kernel';
import { useOnboardingState } from '../onboarding/onboarding-state';
import { SHELL_TEXTS } from '../shell-texts';
import {
  CANDIDATE_NAV,
  RECRUITER_NAV,
  SIGNED_OUT_ACTIONS,
  SIGNED_OUT_NAV,
  type NavItem,
} from './nav-items';
import { SkipLink } from './SkipLink';
import { visuallyHidden } from 'shared-kernel';

// Loaded on demand, so a signed-out visitor's first page stays small.
const UserMenu = lazy(() => import('./UserMenu'));
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));
// The bell, its panel, the notification list and the live connection: signed-in users only.
const NotificationCenter = lazy(() => import('../notifications/NotificationCenter'));

const linkSx = {
  color: 'inherit',
  opacity: 0.85,
  '&.active': { opacity: 1, boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
};

export function TopNav() {
  const { data: user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const onboarding = useOnboardingState(user);
  // While onboarding, the recruiter's nav items are greyed out and not clickable (spec section 4).
  const locked = onboarding.kind === 'onboarding';
  const items: NavItem[] = user
    ? isRecruiter(user)
      ? RECRUITER_NAV
      : CANDIDATE_NAV
    : SIGNED_OUT_NAV;

  return (
    <>
      <SkipLink />
      {/* On the teal bar, every focus ring is white. */}
      <AppBar position="sticky" color="primary" elevation={0} sx={onDarkSurface}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to={user && isRecruiter(user) ? '/recruiter' : '/'}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: 2 }}
          >
            HospoHire
          </Typography>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}
          >
            {items.map((item) =>
              locked ? (
                <span key={item.label} title={TEXTS.finishOnboarding}>
                  <Button
                    disabled
                    aria-describedby="finish-onboarding-hint"
                    sx={{
                      whiteSpace: 'nowrap',
                      '&.Mui-disabled': { color: 'inherit', opacity: 0.45 },
                    }}
                  >
                    {item.label}
                  </Button>
                </span>
              ) : (
                <Button
                  key={item.label}
                  component={NavLink}
                  to={item.to}
                  end={item.to === '/'}
                  sx={linkSx}
                >
                  {item.label}
                </Button>
              ),
            )}
            {locked && (
              <Box
                component="span"
                id="finish-onboarding-hint"
                // Read by assistive tech (aria-describedby); sighted users get the title on hover.
                sx={visuallyHidden}
              >
                {TEXTS.finishOnboarding}
              </Box>
            )}
          </Box>
          {locked && (
            <Button
              component={RouterLink}
              to="/recruiter-onboarding"
              size="small"
              variant="contained"
              color="secondary"
              data-testid="onboarding-badge"
              sx={{ whiteSpace: 'nowrap', borderRadius: 4, py: 0.25 }}
            >
              {onboarding.percent === undefined
                ? SHELL_TEXTS.onboarding
                : `${SHELL_TEXTS.onboarding} ${onboarding.percent}%`}
            </Button>
          )}
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          {user && (
            <Suspense fallback={<Box sx={{ width: 40 }} />}>
              <NotificationCenter user={user} />
            </Suspense>
          )}
          {user ? (
            <Suspense fallback={<Box sx={{ width: 44 }} />}>
              <UserMenu user={user} locked={locked} />
            </Suspense>
          ) : (
            SIGNED_OUT_ACTIONS.map((item, i) => (
              <Button
                key={item.label}
                component={RouterLink}
                to={item.to}
                color={i === 0 ? 'inherit' : 'secondary'}
                variant={i === 0 ? 'text' : 'contained'}
                sx={{
                  whiteSpace: 'nowrap',
                  display: i === 0 ? { xs: 'none', sm: 'inline-flex' } : undefined,
                }}
              >
                {item.label}
              </Button>
            ))
          )}
          {user && (
            <Button
              color="inherit"
              onClick={signOut}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {TEXTS.signOut}
            </Button>
          )}
        </Toolbar>
        {drawerUsed && (
          <Suspense fallback={null}>
            <MobileNavDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              items={items}
              signedIn={Boolean(user)}
              locked={locked}
            />
          </Suspense>
        )}
      </AppBar>
    </>
  );
}
