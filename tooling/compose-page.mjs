// The host's pages composed at request time (docs/prerender.md): the host's template for the
// page (host/scripts/prerender.mjs, dist/pages/<name>.html) with the fragment of the remote that
// owns it inlined, fetched from that remote's origin (its own build's dist/prerender/). The
// templates use nginx's SSI syntax, so deploy/nginx composes the same pages; this is the same
// small subset for `pnpm start`.
import { promises as fs } from 'node:fs';
import path from 'node:path';

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

function cookies(header) {
  const jar = new Map();
  for (const part of String(header || '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/** The template file under the host's root for this request, or null. */
export function composedPageFor(pathname, cookieHeader) {
  const signedIn = Boolean(cookies(cookieHeader).get(SESSION_COOKIE));
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

const BLOCK = /<!--# block name="[^"]*" -->[\s\S]*?<!--# endblock -->/g;
const IF_BANNER = /<!--# if expr="\$hh_cookie_banner" -->([\s\S]*?)<!--# endif -->/g;
const INCLUDE = /<!--# include virtual="\/__prerender\/([\w-]+)\/([^"]+)"[^>]*-->/g;

/** The page the template makes for this request: banner or not, each fragment inlined. */
export async function composePage(templateFile, { cookieHeader, remoteMap }) {
  const template = await fs.readFile(templateFile, 'utf8');
  const undecided = !cookies(cookieHeader).get(CONSENT_COOKIE);
  const withBanner = template
    .replace(BLOCK, '')
    .replace(IF_BANNER, (_, banner) => (undecided ? banner : ''));
  const includes = [...withBanner.matchAll(INCLUDE)];
  const fragments = await Promise.all(
    includes.map(([, remote, file]) => fetchFragment(remoteMap, remote, file)),
  );
  let i = 0;
  return withBanner.replace(INCLUDE, () => fragments[i++]);
}
