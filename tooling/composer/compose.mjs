// The composition of a page (docs/prerender.md): the host's template (host/scripts/prerender.mjs,
// dist/pages/<name>.html) with the fragment of the remote that owns it inlined, fetched from that
// remote's origin (its own build's dist/prerender/) at request time; the signed-in candidate's
// first name where a fragment names them (asked of the API with the visitor's cookies); the cookie
// banner only while the visitor has not decided. The templates mark these places with comments
// (`<!--# include virtual=… -->`, `<!--# if expr=… -->`, the syntax of nginx's SSI, which once
// composed them); this is the whole of what they use.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { CONSENT_COOKIE, cookiesOf } from './pages.mjs';

/** How long a remote (or the API, for the name) may take before the page goes without it. */
export const FRAGMENT_TIMEOUT_MS = 500;

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
 * The signed-in user's first name for a page whose fragment names them (host/scripts/prerender.mjs,
 * FIRST_NAME): a candidate's, without quotes, backslashes or control characters, at most 60
 * characters; else none (signed out, a recruiter, the API slow).
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

/**
 * Node loads its fetch (undici) at the first call, which takes hundreds of milliseconds on a busy
 * machine: done at start, so that the first page's lookups have their whole 0.5 s.
 */
export function warmUpFetch() {
  return fetch('data:,').then(
    (res) => res.arrayBuffer(),
    () => undefined,
  );
}

const BLOCK = /<!--# block name="[^"]*" -->[\s\S]*?<!--# endblock -->/g;
const USER_LOOKUP =
  /<!--# include virtual="\/__hospohire\/session-user" set="hh_user" -->[\s\S]*?<!--# endif -->/g;
const IF_FIRST_NAME =
  /<!--# if expr="\$hh_first_name" -->([\s\S]*?)<!--# else -->([\s\S]*?)<!--# endif -->/g;
const ECHO_FIRST_NAME = /<!--# echo var="hh_first_name" encoding="entity" -->/g;
const IF_BANNER = /<!--# if expr="\$hh_cookie_banner" -->([\s\S]*?)<!--# endif -->/g;
const INCLUDE = /<!--# include virtual="\/__prerender\/([\w-]+)\/([^"]+)"[^>]*-->/g;
const PART_INCLUDE = /<!--# include virtual="\/pages\/(page-[\w-]+\.html)" -->/g;

const undecided = (cookieHeader) => !cookiesOf(cookieHeader)[CONSENT_COOKIE];

/** The page the template makes for this request: banner or not, each fragment inlined. */
export async function composePage(templateFile, { cookieHeader, remoteMap, apiUrl }) {
  const template = await fs.readFile(templateFile, 'utf8');
  const asksUser = template.match(USER_LOOKUP) !== null;
  const withBanner = template
    .replace(BLOCK, '')
    .replace(USER_LOOKUP, '')
    .replace(IF_BANNER, (_, banner) => (undecided(cookieHeader) ? banner : ''));
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

/** A part for this path: its own (pages/at/<path>/, a page whose top bar marks it), else the one. */
async function readPart(root, pathname, name) {
  const own = /^\/([a-z][a-z-]{0,40})$/.exec(pathname || '');
  const read = (file) => fs.readFile(path.join(root, 'pages', file), 'utf8');
  if (own) {
    const text = await read(path.join('at', own[1], name)).catch(() => null);
    if (text !== null) return text;
  }
  return read(name).catch(() => '');
}

/**
 * A page a remote rendered around includes of the host's parts (dist/pages/page-*.html, written by
 * host/scripts/prerender.mjs): the parts inlined (the path's own, if it has them), the banner kept
 * only while undecided.
 */
export async function composeDocument(html, { root, cookieHeader, pathname }) {
  const names = [...new Set([...html.matchAll(PART_INCLUDE)].map((match) => match[1]))];
  const parts = new Map(
    await Promise.all(names.map(async (name) => [name, await readPart(root, pathname, name)])),
  );
  return html
    .replace(PART_INCLUDE, (_, name) => parts.get(name))
    .replace(BLOCK, '')
    .replace(IF_BANNER, (_, banner) => (undecided(cookieHeader) ? banner : ''));
}
