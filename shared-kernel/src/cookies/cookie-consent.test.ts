import { COOKIE_CONSENT_DAYS } from '../rules/constants';
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_NAME,
  REJECT_ALL,
  cookieConsentString,
  readCookieConsent,
  saveCookieConsent,
} from './cookie-consent';

afterEach(() => {
  document.cookie = `${COOKIE_CONSENT_NAME}=; Max-Age=0; Path=/`;
});

test('not decided reads as null', () => {
  expect(readCookieConsent('')).toBeNull();
  expect(readCookieConsent('other=1')).toBeNull();
  expect(readCookieConsent(`${COOKIE_CONSENT_NAME}=garbage{`)).toBeNull();
});

test('the decision is saved for 365 days with SameSite Lax on the whole site', () => {
  expect(COOKIE_CONSENT_DAYS).toBe(365);
  const text = cookieConsentString(REJECT_ALL);
  expect(text).toContain('Max-Age=31536000');
  expect(text).toContain('SameSite=Lax');
  expect(text).toContain('Path=/');
  expect(text).not.toContain('Secure');
  expect(cookieConsentString(REJECT_ALL, true)).toContain('; Secure');
});

test('a saved decision reads back, essential always on', () => {
  saveCookieConsent({ ...REJECT_ALL, analytics: true });
  expect(readCookieConsent()).toEqual({
    essential: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
  saveCookieConsent(ACCEPT_ALL);
  expect(readCookieConsent()).toEqual(ACCEPT_ALL);
});
