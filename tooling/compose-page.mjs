// The host's pages composed at request time (docs/prerender.md): the host's template for the
// page (host/scripts/prerender.mjs, dist/pages/<name>.html) with the fragment of the remote that
// owns it inlined, fetched from that remote's origin (its own build's dist/prerender/). The
// templates use nginx's SSI syntax, so deploy/nginx composes the same pages; this is the same
// small subset for `pnpm start`, and the signed-in candidate's first name where a fragment names
// them (asked of the API with the visitor's cookies, like nginx's include of /api/auth/user).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseCookie } from 'cookie';
import escapeHtml from 'escape-html';

/** The API's HttpOnly session cookie (SESSION_COOKIE, api/src/modules/auth/sessions.ts). */
export const SESSION_COOKIE = 'hh_session';
/** The visitor's cookie choices (COOKIE_CONSENT_NAME, shared-kernel/src/cookies). */
const CONSENT_COOKIE = 'hh_cookie_consent';
/** How long a remote may take to give its fragment before the page goes without it. */
export const FRAGMENT_TIMEOUT_MS = 500;

/**
 * Which template a path serves, by whether a session cookie is there (the only thing the server
 * knows of the visitor; deploy/nginx/host.conf.template has the same table). Null: index.html.
 */
export const COMPOSED_PAGES = [
  { path: '/', signedIn: false, page: 'landing' },
  { path: '/', signedIn: true, page: 'dashboard' },
  { path: '/dashboard', signedIn: true, page: 'dashboard' },
  { path: '/candidate-dashboard', signedIn: true, page: 'dashboard' },
  { path: '/jobs', signedIn: true, page: 'jobs' },
];

const cookies = (header) => parseCookie(String(header || ''));

/** The template file under the host's root for this request, or null. */
export function composedPageFor(pathname, cookieHeader) {
  const signedIn = Boolean(cookies(cookieHeader)[SESSION_COOKIE]);
  const entry = COMPOSED_PAGES.find((page) => page.path === pathname && page.signedIn === signedIn);
  return entry ? path.join('pages', `${entry.page}.html`) : null;
}

/** A remote's fragment from its origin (the remote map's remoteEntry.js URL), or '' in time. */
async function fetchFragment(remoteMap, remote, file) {
  const entry = remoteMap[remote];
  if (!entry || !/^[\w-]+\.html$/.test(file)) return '';
  try {
    const res = await fetch(new URL(`prerender/${file}`, String(entry)), {
      signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS),
    });
    return res.ok ? await res.text() : '';
  } catch {
    return ''; // down, or too slow: the page is the host's shell, and React fills it
  }
}

/**
 * The signed-in user's first name for a page whose fragment names them, as nginx takes it from the
 * same answer (host/scripts/prerender.mjs, FIRST_NAME): a candidate's, without quotes, backslashes
 * or control characters, at most 60 characters; else none (signed out, a recruiter, the API slow).
 */
async function fetchFirstName(apiUrl, cookieHeader) {
  if (!apiUrl) return '';
  try {
    const res = await fetch(new URL('/api/auth/user', apiUrl), {
      headers: { cookie: String(cookieHeader || ''), accept: 'application/json' },
      signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS),
    });
    const user = res.ok ? await res.json() : null;
    const name = user?.userType === 'candidate' ? String(user.firstName ?? '') : '';
    return /^[^"\\\p{Cc}]{1,60}$/u.test(name) ? name : '';
  } catch {
    return '';
  }
}

const BLOCK = /<!--# block name="[^"]*" -->[\s\S]*?<!--# endblock -->/g;
const USER_LOOKUP =
  /<!--# include virtual="\/__hospohire\/session-user" set="hh_user" -->[\s\S]*?<!--# endif -->/g;
const IF_FIRST_NAME =
  /<!--# if expr="\$hh_first_name" -->([\s\S]*?)<!--# else -->([\s\S]*?)<!--# endif -->/g;
const ECHO_FIRST_NAME = /<!--# echo var="hh_first_name" encoding="entity" -->/g;
const IF_BANNER = /<!--# if expr="\$hh_cookie_banner" -->([\s\S]*?)<!--# endif -->/g;
const INCLUDE = /<!--# include virtual="\/__prerender\/([\w-]+)\/([^"]+)"[^>]*-->/g;

/** The page the template makes for this request: banner or not, each fragment inlined. */
export async function composePage(templateFile, { cookieHeader, remoteMap, apiUrl }) {
  const template = await fs.readFile(templateFile, 'utf8');
  const undecided = !cookies(cookieHeader)[CONSENT_COOKIE];
  const asksUser = template.match(USER_LOOKUP) !== null;
  const withBanner = template
    .replace(BLOCK, '')
    .replace(USER_LOOKUP, '')
    .replace(IF_BANNER, (_, banner) => (undecided ? banner : ''));
  const includes = [...withBanner.matchAll(INCLUDE)];
  const [firstName, ...fragments] = await Promise.all([
    asksUser ? fetchFirstName(apiUrl, cookieHeader) : '',
    ...includes.map(([, remote, file]) => fetchFragment(remoteMap, remote, file)),
  ]);
  let i = 0;
  return withBanner
    .replace(INCLUDE, () => fragments[i++])
    .replace(IF_FIRST_NAME, (_, named, nameless) =>
      // A function, not a string: a name's `$&`, `$'` or `` $` `` is text, not a pattern.
      firstName ? named.replace(ECHO_FIRST_NAME, () => escapeHtml(firstName)) : nameless,
    );
}

/**
 * The public documents the API writes (issue 31, docs/job-boards.md), at the site's own
 * addresses: each open job's page, robots.txt, the sitemap and its parts, the Indeed feed.
 * deploy/nginx/host.conf.template has the same table. Null: not one of them.
 */
export function apiDocumentFor(pathname) {
  const fixed = {
    '/robots.txt': '/api/public/robots.txt',
    '/sitemap.xml': '/api/public/sitemap.xml',
    '/feeds/indeed.xml': '/api/public/feeds/indeed.xml',
  }[pathname];
  if (fixed) return fixed;
  const part = /^\/sitemaps\/([\w-]+\.xml)$/.exec(pathname);
  if (part) return `/api/public/sitemaps/${part[1]}`;
  const job = /^\/jobs\/([A-Za-z0-9-]{36,200})$/.exec(pathname);
  return job ? `/api/public/job-pages/${job[1]}` : null;
}

const PART_INCLUDE = /<!--# include virtual="\/pages\/(job-[\w-]+\.html)" -->/g;

/**
 * A page the API wrote around includes of the host's parts (dist/pages/job-*.html, written by
 * host/scripts/prerender.mjs): the parts inlined, the banner kept only while undecided.
 */
export async function composeDocument(html, { root, cookieHeader }) {
  const names = [...new Set([...html.matchAll(PART_INCLUDE)].map((match) => match[1]))];
  const parts = new Map(
    await Promise.all(
      names.map(async (name) => [
        name,
        await fs.readFile(path.join(root, 'pages', name), 'utf8').catch(() => ''),
      ]),
    ),
  );
  const undecided = !cookies(cookieHeader)[CONSENT_COOKIE];
  return html
    .replace(PART_INCLUDE, (_, name) => parts.get(name))
    .replace(BLOCK, '')
    .replace(IF_BANNER, (_, banner) => (undecided ? banner : ''));
}
