import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_SAME_SITE } from '../rules/constants.js';

// Cookie consent (spec sections 2 and 4): not decided means the banner shows; a decision is saved
// in a cookie for 365 days with SameSite Lax, and hides the banner. What the browser and the API
// (the banner's form post, modules/cookie-consent) both use; the browser's own half is
// cookie-consent.ts.

export interface CookiePreferences {
  /** Always on: the site cannot work without them. */
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export const COOKIE_CONSENT_NAME = 'hh_cookie_consent';

/**
 * Where the cookie banner's form posts a decision tapped before the page's script has started
 * (the API's modules/cookie-consent); once the app runs, it decides without posting.
 */
export const COOKIE_CONSENT_FORM_PATH = '/api/cookie-consent';

export const ACCEPT_ALL: CookiePreferences = {
  essential: true,
  analytics: true,
  marketing: true,
  functional: true,
};
export const REJECT_ALL: CookiePreferences = {
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
};

/** The decision a Cookie header (or document.cookie) holds, or null when there is none. */
export function parseCookieConsent(cookie: string): CookiePreferences | null {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_CONSENT_NAME}=`));
  if (!entry) return null;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(COOKIE_CONSENT_NAME.length + 1)));
    if (!value || typeof value !== 'object') return null;
    return {
      essential: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
    };
  } catch {
    return null;
  }
}

/** The cookie string that saves a decision (365 days, SameSite Lax, the whole site). */
export function cookieConsentString(preferences: CookiePreferences, secure = false): string {
  const value = encodeURIComponent(
    JSON.stringify({
      essential: true,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
      functional: preferences.functional,
    }),
  );
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  return `${COOKIE_CONSENT_NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=${COOKIE_CONSENT_SAME_SITE}${secure ? '; Secure' : ''}`;
}
