import { startRemotes } from './federation/start-remotes';
import { revealWhenReady } from './prerender/reveal';

/**
 * Lets the browser paint and handle input between two steps of the start. Evaluating react-dom,
 * then MUI and the theme, then the shell's modules, then rendering, each in a task of its own, keeps every task
 * short on a slow phone (Lighthouse's Total Blocking Time counts each task's time over 50 ms).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The signed-in frame before issue 29 kept the user's first name in storage: no longer. */
function forgetOldFrameHint() {
  try {
    window.localStorage.removeItem('hh_frame_hint');
  } catch {
    /* storage off: nothing was kept */
  }
}

async function start() {
  // "eager": the modules stay in this chunk (no extra request); only their evaluation waits.
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // MUI's styles and emotion, then the theme (shared-kernel), then the shell that uses them.
  await import(/* webpackMode: "eager" */ '@mui/material/styles');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'shared-kernel');
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await yieldToBrowser();
  const { startTransition } = await import(/* webpackMode: "eager" */ 'react');
  await startRemotes();
  const root = document.getElementById('root') as HTMLElement;
  forgetOldFrameHint();
  // A transition, so React renders the first page in slices, yielding to the browser between
  // them, rather than in one long task.
  if (root.hasChildNodes()) {
    // A page the server rendered in #root (a job's public page, docs/prerender.md): React takes
    // over its markup in place, the shell at once and the remote's screen once its code is here.
    startTransition(() => {
      hydrateRoot(root, <App />);
    });
    return;
  }
  // A page the server composed (docs/prerender.md) stays until React has the page in #root.
  revealWhenReady(root);
  startTransition(() => createRoot(root).render(<App />));
}

void start();
