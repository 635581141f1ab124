// The page a cross-site GET /api/logout gets instead of being signed out (issue 28 item 7): a
// plain, self-contained HTML document (no script, no style, nothing loaded) whose button submits
// GET /api/logout from this origin, which the browser marks `Sec-Fetch-Site: same-origin`.

export const LOGOUT_PAGE_TITLE = 'Sign out?';

/**
 * The API's CSP (src/http/security-headers.ts) with forms allowed back to this origin only: the
 * page's one form must work, and nothing else may load or run.
 */
export const LOGOUT_PAGE_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export function logoutConfirmationPage(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${LOGOUT_PAGE_TITLE} · HospoHire</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${LOGOUT_PAGE_TITLE}</h1>`,
    '<p>Another website sent you here. Do you want to sign out of HospoHire?</p>',
    '<form method="get" action="/api/logout"><button type="submit">Sign out</button></form>',
    '<p><a href="/">No, take me back to HospoHire</a></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
