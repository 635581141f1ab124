// The browser's half of cookie consent (consent.ts): the decision in document.cookie.
import { cookieConsentString, parseCookieConsent, type CookiePreferences } from './consent.js';

export * from './consent.js';

/** The saved decision, or null when the visitor has not decided. */
export function readCookieConsent(cookie: string = document.cookie): CookiePreferences | null {
  return parseCookieConsent(cookie);
}

export function saveCookieConsent(preferences: CookiePreferences): void {
  document.cookie = cookieConsentString(preferences, window.location.protocol === 'https:');
}
