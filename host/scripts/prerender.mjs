// After the host's production build: the templates of the pages the server composes at request
// time (docs/prerender.md), dist/pages/<name>.html. Each is dist/index.html with the host's own
// parts rendered in (src/prerender/index.tsx: the shell's top bar and <main>, the cookie banner)
// and the places the composer fills at request time (tooling/composer/compose.mjs), marked with
// comments in the syntax of nginx's SSI, which once composed them:
//   <!--# include virtual="/__prerender/<remote>/<name>.html" stub="hh_none" -->
//     the fragment the remote that owns the page serves (its own build's dist/prerender/), or
//     nothing if it does not answer in time;
//   <!--# if expr="$hh_cookie_banner" -->…<!--# endif -->
//     the cookie banner, while the visitor has not decided;
//   and before a fragment that names the user, the lookup of their first name (FIRST_NAME).
// No remote's source is built here: a remote redeployed alone changes the page's first paint.
// React renders into the hidden #root; src/prerender/reveal.ts shows it in place of the composed
// markup once the page has its main heading.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import escapeHtml from 'escape-html';
import { renderFragments } from '../../tooling/prerender.mjs';

const hostDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(hostDir, 'dist');
// The ids reveal.ts looks for. (html-webpack-plugin minifies the page: the quotes may be gone.)
const PRERENDERED_ID = 'prerendered';
const ROOT = /<div id="?root"?><\/div>/;
const NOTHING = '<!--# block name="hh_none" --><!--# endblock -->';

/** The rendered shell cut at its two slots: before <main>'s content, before `after`, the end. */
function cut(shell, slots) {
  const [before, rest] = shell.html.split(slots.main);
  const [middle, end] = (rest ?? '').split(slots.after);
  if (end === undefined) throw new Error('the rendered shell has not both slots');
  return { before, middle, end };
}

/**
 * The host's own buttons (the menu, Sign Out, the banner's choices) do nothing before the app
 * runs: marked disabled in the first paint, so that no press is lost (a test's or a person's waits
 * for the running page's button). Their look is the same (MUI styles by class). Links work as is.
 */
function withButtonsDisabled(html) {
  return html.replace(/<button /g, '<button disabled="" ');
}

/**
 * Who is signed in, for a fragment that names them: the API's answer for the session
 * (/__hospohire/session-user: GET /api/auth/user with the request's cookies, in time or not at
 * all) and, for a candidate, their first name in $hh_first_name (quotes and backslashes refused, so
 * the JSON needs no decoding; the fragment echoes it entity-encoded).
 */
const FIRST_NAME =
  '<!--# include virtual="/__hospohire/session-user" set="hh_user" -->' +
  '<!--# if expr="$hh_user = /^(?=.*\\"userType\\":\\"candidate\\").*\\"firstName\\":\\"([^\\"\\\\\\\\]{1,60})\\"/" -->' +
  '<!--# set var="hh_first_name" value="$1" --><!--# endif -->';

function template(index, { title, shell, banner, fragment, slot = '', hydrated }) {
  const include = fragment
    ? `${fragment.firstName ? FIRST_NAME : ''}<!--# include virtual="/__prerender/${fragment.remote}/${fragment.name}.html" stub="hh_none" -->`
    : slot;
  // A hydrated page is React's own markup in #root, its buttons live (bootstrap.tsx hydrates it);
  // a composed first paint sits beside the hidden #root until React's page replaces it.
  const live = hydrated ? (html) => html : withButtonsDisabled;
  const composed =
    `${live(shell.before)}${include}${live(shell.middle)}` +
    `<!--# if expr="$hh_cookie_banner" -->${live(banner.html)}<!--# endif -->` +
    `${live(shell.end)}`;
  const markup = hydrated
    ? `${NOTHING}<div id="root">${composed}</div>`
    : `${NOTHING}<div id="${PRERENDERED_ID}">${composed}</div><div id="root" hidden></div>`;
  return (
    index
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${shell.styles}${banner.styles}</head>`)
      // The composed page is readable without script; the notice is for the other pages.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(ROOT, markup)
  );
}

const started = Date.now();
const index = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
if (!ROOT.test(index)) throw new Error('dist/index.html has no <div id="root"></div>');
const { fragments, module } = await renderFragments(hostDir);
await fs.mkdir(path.join(dist, 'pages'), { recursive: true });
const written = [];
for (const page of module.pages) {
  const rendered = fragments[page.shell];
  const text = template(index, {
    title: page.title,
    shell: { ...cut(rendered, module.SLOTS), styles: rendered.styles },
    banner: fragments['cookie-banner'],
    fragment: page.fragment,
  });
  await fs.writeFile(path.join(dist, 'pages', `${page.name}.html`), text);
  written.push(`${page.name}.html ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
}

/**
 * The shell of the pages a remote renders on the server for a visitor (remote-public: the landing
 * page, the searches, a job's page, a company's profile and careers page; docs/prerender.md). Its
 * server renders each (its status, <title>, meta tags, JSON-LD, the screen and the data it read)
 * and includes these parts around it, so the status is the page's (200, 301, 404, 410) and the
 * scripts are this build's:
 *   page-head.html   index.html's head without its title (the page writes its own);
 *   page-body.html   the app's scripts, the shell's styles, </head>, the top bar, <main> opened;
 *   page-end.html    the rest of the shell, the banner while undecided.
 * The page is the tree the app renders first, in #root, and the app hydrates it (shell-hydrated:
 * the screen's Suspense boundary around the remote's markup). A page whose top bar marks it
 * (OWN_SHELL_PATHS: /companies…) has its own body (and end, if it differs) under at/<path>/,
 * which the composer takes for that path (compose.mjs composeDocument).
 */
const SLOT = '<!--hh-page-main-->';
// The app's tags in index.html's head: its entry and what it preloads (minified, unquoted).
const APP_TAGS = /<script defer[^>]*><\/script>|<link rel="?preload"?[^>]*>/g;

/** The head without the app's tags, and those tags (they go into the body part). */
function withoutApp(head) {
  const app = (head.match(APP_TAGS) ?? []).join('');
  if (!app.includes('main.js')) throw new Error("page-head.html: the app's entry was not found");
  return { head: head.replace(APP_TAGS, ''), app };
}
const UNTITLED = '<title>hh-page-title</title>';

/** The three parts of the hydrated page for the shell rendered as `shellName`. */
function pageParts(shellName) {
  const rendered = fragments[shellName];
  const text = template(index, {
    title: 'hh-page-title',
    shell: { ...cut(rendered, module.SLOTS), styles: rendered.styles },
    banner: fragments['cookie-banner'],
    fragment: null,
    slot: SLOT,
    hydrated: true,
  }).replace(UNTITLED, '');
  const stylesAt = text.indexOf(`${rendered.styles}${fragments['cookie-banner'].styles}</head>`);
  const slotAt = text.indexOf(SLOT);
  if (stylesAt < 0 || slotAt < stylesAt) throw new Error('the page parts cannot be cut');
  const { head, app } = withoutApp(text.slice(0, stylesAt));
  return {
    'page-head.html': head,
    'page-body.html': app + text.slice(stylesAt, slotAt),
    'page-end.html': text.slice(slotAt + SLOT.length),
  };
}

const parts = pageParts('shell-hydrated');
for (const [name, part] of Object.entries(parts)) {
  await fs.writeFile(path.join(dist, 'pages', name), part);
}
written.push('page-*.html (the parts of the pages a remote renders)');
for (const pagePath of module.OWN_SHELL_PATHS) {
  const own = pageParts(`shell-hydrated${pagePath}`);
  if (own['page-head.html'] !== parts['page-head.html']) {
    throw new Error(`the shell at ${pagePath} has a head of its own`);
  }
  const dir = path.join(dist, 'pages', 'at', pagePath.slice(1));
  await fs.mkdir(dir, { recursive: true });
  for (const name of ['page-body.html', 'page-end.html']) {
    if (own[name] !== parts[name]) await fs.writeFile(path.join(dir, name), own[name]);
  }
}
written.push(`at/<path>/page-*.html for ${module.OWN_SHELL_PATHS.join(', ')}`);

console.log(
  `prerender: dist/pages/ ${written.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
