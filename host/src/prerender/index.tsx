// Build time only: scripts/prerender.mjs renders these in Node (tooling/prerender.mjs) and writes
// the page templates the host's server fills in at request time with the fragment of the remote
// that owns the page (docs/prerender.md). Only the host's own parts are here: the shell's frame
// (top bar, <main>) and the cookie banner; the screens' first screens come from the remotes.
import { Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { pageTitle, type User } from 'shared-kernel';
import { CookieBanner } from '../cookies/CookieBanner';
import { SIGNED_OUT_NAV } from '../nav/nav-items';
import { SIGNED_IN_ROUTES } from '../route-map';
import { ShellFrame } from '../shell/ShellFrame';

/** Where the remote's fragment, and the cookie banner, go in the rendered shell (as rendered). */
export const SLOTS = {
  main: '<template data-slot="main"></template>',
  after: '<template data-slot="after"></template>',
} as const;

/** A signed-in candidate as the top bar sees one: no name, no one's data (the server knows none). */
const SIGNED_IN: User = {
  id: 'frame',
  email: 'frame@hospohire.invalid',
  firstName: '',
  lastName: '',
  name: '',
  userType: 'candidate',
  role: 'candidate',
  type: 'candidate',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The shell's frame as the running page lays it out, with the two slots in it. */
function shell() {
  return (
    <>
      <CssBaseline />
      {/* focusableMain: before script, the plain skip link focuses <main>. */}
      <ShellFrame focusableMain after={<template data-slot="after" />}>
        <template data-slot="main" />
      </ShellFrame>
    </>
  );
}

/**
 * The shell of a page React hydrates (a page a remote renders on the server for a visitor): the
 * tree the running page renders first, exactly (docs/prerender.md), with the remote's screen's
 * Suspense boundary (its `<!--$-->` markers, RemoteScreen) around the slot where the remote's
 * server markup goes.
 */
function hydratedShell() {
  return (
    <>
      <CssBaseline />
      <ShellFrame after={<template data-slot="after" />}>
        <Suspense fallback={null}>
          <template data-slot="main" />
        </Suspense>
      </ShellFrame>
    </>
  );
}

/**
 * The visitor's pages whose top bar is not the others': a link of the top bar marks the page it
 * opens (`aria-current`). Each has its own shell, which the composer picks by path (its parts under
 * dist/pages/at/<path>/), so the markup is the tree the app renders there.
 */
export const OWN_SHELL_PATHS = SIGNED_OUT_NAV.map((item) => item.to).filter(
  (to) => !to.includes('#'),
);

export const fragments = {
  'shell-hydrated': { path: '/', user: null, render: hydratedShell },
  ...Object.fromEntries(
    OWN_SHELL_PATHS.map((path) => [
      `shell-hydrated${path}`,
      { path, user: null, render: hydratedShell },
    ]),
  ),
  'shell-signed-in': { path: '/dashboard', user: SIGNED_IN, render: shell },
  'cookie-banner': { path: '/', render: () => <CookieBanner /> },
};

function titleOf(routes: { path: string; title: string }[], path: string): string {
  const route = routes.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return pageTitle(route.title);
}

/**
 * The pages the composer composes (tooling/composer/pages.mjs chooses one by path and session
 * cookie): the host's shell around the named remote's fragment, if any.
 */
export const pages = [
  {
    name: 'dashboard',
    shell: 'shell-signed-in',
    // The fragment's heading names the candidate: the server asks the API who is signed in.
    fragment: { remote: 'remote_candidate', name: 'dashboard', firstName: true },
    title: titleOf(SIGNED_IN_ROUTES, '/dashboard'),
  },
  // The top bar alone (and the banner): the jobs list's first screen is its data.
  {
    name: 'jobs',
    shell: 'shell-signed-in',
    fragment: null,
    title: titleOf(SIGNED_IN_ROUTES, '/jobs'),
  },
] as const;
