export * from './api/http';
export * from './api/client';
export * from './api/auth';
export * from './api/job-search';
export { publicRead } from './api/public-read';
export { SIGNED_IN_HINT_COOKIE, hasSignedInHint } from './auth-hint';
export * from './api/query-client';
export * from './api/server-state';
export { useTypedBeforeHydration } from './api/useTypedBeforeHydration';
export * from './types/user';
export * from './federation/screens';
export * from './texts';
export { pageTitle, SITE_NAME, usePageTitle } from './usePageTitle';
export { screenTitle } from './federation/placeholder-screens';
// What must be one per page (the toast and live-event stores, the theme…), from the runtime
// entry: a package self-import, so that each remote's build takes it from the page's share scope
// (the host's copy) while the rest of this entry is bundled at the remote's own version.
export * from 'shared-kernel/runtime';
export { LoadingState, ErrorState, EmptyState } from './ui/ScreenStates';
// Also in shared-kernel/ui; here so the landing page's sections take it without that entry's
// confirm dialog (MUI's modal stack).
export { QueryView } from './ui/QueryView';
export { PageContainer } from './ui/PageContainer';
// Also here, not only in shared-kernel/ui: the shell's top bar needs it on every page, and the
// ui entry would bring its confirm dialog (MUI's whole modal stack) to the landing page.
export { visuallyHidden } from './ui/visually-hidden';
export * from './api/onboarding';
export * from './query-keys';
export {
  ACCEPT_ALL,
  REJECT_ALL,
  COOKIE_CONSENT_FORM_PATH,
  COOKIE_CONSENT_NAME,
  readCookieConsent,
  saveCookieConsent,
  type CookiePreferences,
} from './cookies/cookie-consent';
// Every route's method and path, for `api(routes.…)`: the addresses only, not the schemas
// ('shared-kernel/contract' has those, for the API and for forms), so a page that calls the API
// downloads neither TypeBox nor every schema.
export { routes } from './contract/addresses';
export { pathOf } from './contract/route';
export * from './interviews/interviews-query';
export * from './jobs/jobs-query';
export * from './culture/culture-query';
export * from './conversations/conversations-query';
export * from './offers/offers-query';
