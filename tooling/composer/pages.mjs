// The ONE route table of the site's pages (docs/prerender.md, docs/job-boards.md): which path is
// a page composed here, which is a document the API writes, and which is the single page
// (index.html). Production uses it too: nginx in front only proxies.
import path from 'node:path';
import { parseCookie } from 'cookie';

/** The API's HttpOnly session cookie (SESSION_COOKIE, api/src/modules/auth/sessions.ts). */
export const SESSION_COOKIE = 'hh_session';
/** The visitor's cookie choices (COOKIE_CONSENT_NAME, shared-kernel/src/cookies). */
export const CONSENT_COOKIE = 'hh_cookie_consent';

export const cookiesOf = (header) => parseCookie(String(header || ''));

/**
 * The host's pages composed at request time, by whether a session cookie is there (the only thing
 * the server knows of the visitor): the template dist/pages/<page>.html around the fragment of the
 * remote that owns the page. Every other page is index.html.
 */
export const COMPOSED_PAGES = [
  { path: '/', signedIn: true, page: 'dashboard' },
  { path: '/dashboard', signedIn: true, page: 'dashboard' },
  { path: '/candidate-dashboard', signedIn: true, page: 'dashboard' },
  { path: '/jobs', signedIn: true, page: 'jobs' },
];

/** The template file under the host's root for this request, or null. */
export function composedPageFor(pathname, cookieHeader) {
  const signedIn = Boolean(cookiesOf(cookieHeader)[SESSION_COOKIE]);
  const entry = COMPOSED_PAGES.find((page) => page.path === pathname && page.signedIn === signedIn);
  return entry ? path.join('pages', `${entry.page}.html`) : null;
}

/**
 * The pages a remote renders on the server at request time for a visitor (docs/prerender.md), all
 * remote-public's: the landing page, the job search and the company directory, each job's public
 * page, each company's profile and careers page (the paths its renderer,
 * remote-public/src/server/index.ts RENDERED_PATHS, takes: the host cannot import a remote's
 * build, so api/cluster/startup-and-search.test.ts checks that both tables agree). With a session
 * cookie they are the app's, rendered in the browser (index.html). The remote's name (as in the
 * remote map), or null.
 */
const RENDERED_BY_REMOTE_PUBLIC = [
  /^\/$/,
  /^\/(?:job-search|companies)$/,
  /^\/jobs\/[A-Za-z0-9-]{36,200}$/,
  /^\/(?:company|careers)\/[a-z0-9-]{1,100}$/,
];
export function renderedPageFor(pathname, cookieHeader) {
  if (cookiesOf(cookieHeader)[SESSION_COOKIE]) return null;
  return RENDERED_BY_REMOTE_PUBLIC.some((page) => page.test(pathname)) ? 'remote_public' : null;
}

/**
 * The public documents the API writes (issue 31, docs/job-boards.md), at the site's own
 * addresses: robots.txt, the sitemap and its parts, the Indeed feed. Null: not one of them.
 */
export function apiDocumentFor(pathname) {
  const fixed = {
    '/robots.txt': '/api/public/robots.txt',
    '/sitemap.xml': '/api/public/sitemap.xml',
    '/feeds/indeed.xml': '/api/public/feeds/indeed.xml',
  }[pathname];
  if (fixed) return fixed;
  const part = /^\/sitemaps\/([\w-]+\.xml)$/.exec(pathname);
  return part ? `/api/public/sitemaps/${part[1]}` : null;
}

/** A path that names a file: never answered with the single page. */
export const ASSET_PATH =
  /\.(?:js|mjs|css|map|json|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot)$/i;
