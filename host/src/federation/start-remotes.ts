import { loadRemoteMap } from './remote-map';
import { registerAllRemotes } from './register-remotes';
import { warmUpRemoteFor } from './warm-up';

let started: Promise<void> | null = null;

/**
 * Reads the remote map, registers the remotes and starts loading the one this page most likely
 * shows. Called by the entry script (main.js) as soon as it runs, so the remote's entry downloads
 * beside React and MUI rather than after them; the bootstrap waits for the same promise before it
 * renders. A missing map only costs the remote areas (each shows its fallback), never the page.
 */
export function startRemotes(): Promise<void> {
  started ??= loadRemoteMap().then(
    (map) => {
      registerAllRemotes(map);
      warmUpRemoteFor(window.location.pathname);
    },
    (error: unknown) => console.error('Could not load /remotes.json', error),
  );
  return started;
}
