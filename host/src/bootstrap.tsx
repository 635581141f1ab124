import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteMap } from './federation/remote-map';
import { registerAllRemotes } from './federation/register-remotes';

async function start() {
  // A missing remote map only costs the remote areas (each shows its fallback), never the page.
  const map = await loadRemoteMap().catch((error: unknown) => {
    console.error('Could not load /remotes.json', error);
    return null;
  });
  if (map) registerAllRemotes(map);
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}

void start();
