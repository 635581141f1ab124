// Build time only: scripts/prerender.mjs renders these in Node (tooling/prerender.mjs) and writes
// the page templates the host's server fills in at request time with the fragment of the remote
// that owns the page (docs/prerender.md). Only the host's own parts are here: the shell's frame
// (top bar, <main>) and the cookie banner; the screens' first screens come from the remotes.
import { Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { pageTitle, type User } from 'shared-kernel';
import { CookieBanner } from '../cookies/CookieBanner';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../route-map';
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
 * The shell of a page React hydrates (a job's public page, signed out): the tree the running page
 * renders first, exactly (docs/prerender.md), with the remote's screen's Suspense boundary (its
 * `<!--$-->` markers, RemoteScreen) around the slot where the remote's server markup goes.
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

export const fragments = {
  'shell-signed-out': { path: '/', user: null, render: shell },
  'shell-hydrated': { path: '/', user: null, render: hydratedShell },
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
    name: 'landing',
    shell: 'shell-signed-out',
    fragment: { remote: 'remote_public', name: 'landing' },
    title: titleOf(SIGNED_OUT_ROUTES, '/'),
    /** What a search engine shows under the landing page's title. */
    description:
      'Hospitality jobs in restaurants, bars, cafes and hotels across the UK, matched to you on ' +
      'skills and on culture. Search every open job, no account needed.',
  },
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
