import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteMap } from './federation/remote-map';
import { registerAllRemotes } from './federation/register-remotes';
import { warmUpRemoteFor } from './federation/warm-up';
import { takeOverPrerenderedPage } from './prerender/takeover';

async function start() {
  // A missing remote map only costs the remote areas (each shows its fallback), never the page.
  const map = await loadRemoteMap().catch((error: unknown) => {
    console.error('Could not load /remotes.json', error);
    return null;
  });
  if (map) {
    registerAllRemotes(map);
    warmUpRemoteFor(window.location.pathname);
  }
  const root = document.getElementById('root') as HTMLElement;
  // `/` was prerendered (scripts/prerender.mjs): it stays until React has the page in #root.
  takeOverPrerenderedPage(root);
  // A transition, so React renders the first page in slices, yielding to the browser between
  // them, rather than in one long task (Lighthouse's Total Blocking Time).
  startTransition(() => createRoot(root).render(<App />));
}

void start();
