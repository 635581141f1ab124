import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_FORM_PATH,
  REJECT_ALL,
  readCookieConsent,
  saveCookieConsent,
  type CookiePreferences,
} from 'shared-kernel';
import { SHELL_TEXTS } from '../shell-texts';

// The preferences dialog pulls in MUI's modal stack: it loads when Cookie Settings is clicked.
const CookiePreferencesDialog = lazy(() => import('./CookiePreferencesDialog'));

/**
 * One of the banner form's decisions: a submit button the browser posts before the app has
 * started, and that the app handles itself (posting nothing) once it runs.
 */
function DecisionButton(props: {
  decision: 'accept' | 'reject';
  variant: 'outlined' | 'contained';
  onDecide: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="decision"
      value={props.decision}
      variant={props.variant}
      onClick={(event) => {
        event.preventDefault();
        props.onDecide();
      }}
    >
      {props.children}
    </Button>
  );
}

/** The cookie banner (spec sections 2 and 4): shown until the visitor decides. */
export function CookieBanner() {
  const [decided, setDecided] = useState(
    // Prerendered (no document): undecided; the server leaves the banner out once cookies are decided.
    () => typeof document !== 'undefined' && readCookieConsent() !== null,
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const [bannerHeight, setBannerHeight] = useState(0);
  // A space as tall as the banner ends the page, so that nothing (a form's Save button) is left
  // unreachable underneath it. Measured by a ResizeObserver, which reports the first size after
  // the browser's own layout: reading offsetHeight here forced a layout of the whole page in the
  // middle of start-up (a test DOM without the observer measures at once).
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setBannerHeight(element.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) =>
      setBannerHeight(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [decided]);
  if (decided) return null;
  const decide = (preferences: CookiePreferences) => {
    saveCookieConsent(preferences);
    setDecided(true);
  };
  return (
    <>
      <Box aria-hidden sx={{ height: bannerHeight }} data-testid="cookie-banner-spacer" />
      <Paper
        ref={banner}
        component="section"
        role="region"
        aria-label="Cookie consent"
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: { xs: 2, md: 4 },
          py: 2,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" fontWeight={800}>
            {SHELL_TEXTS.cookieBannerTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {SHELL_TEXTS.cookieBannerText}{' '}
            <Link component={RouterLink} to="/cookie-policy">
              {SHELL_TEXTS.cookiePolicy}
            </Link>
          </Typography>
        </Box>
        {/* A form, so that Reject All and Accept All work on a tap before the page's script has
            started: the browser posts the decision (the API sets the cookie and sends the page
            back without the banner). Once the app runs, it decides here and posts nothing. */}
        <Box
          component="form"
          method="post"
          action={COOKIE_CONSENT_FORM_PATH}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <DecisionButton decision="reject" variant="outlined" onDecide={() => decide(REJECT_ALL)}>
            {SHELL_TEXTS.rejectAll}
          </DecisionButton>
          <Button variant="outlined" onClick={() => setSettingsOpen(true)}>
            {SHELL_TEXTS.cookieSettings}
          </Button>
          <DecisionButton decision="accept" variant="contained" onDecide={() => decide(ACCEPT_ALL)}>
            {SHELL_TEXTS.acceptAll}
          </DecisionButton>
        </Box>
        {settingsOpen && (
          <Suspense fallback={null}>
            <CookiePreferencesDialog onClose={() => setSettingsOpen(false)} onDecide={decide} />
          </Suspense>
        )}
      </Paper>
    </>
  );
}
