import type { RemoteMap } from 'shared-kernel';

let pending: Promise<RemoteMap> | null = null;

async function fetchRemoteMap(): Promise<RemoteMap> {
  // Served no-cache, so the browser revalidates it on every load anyway; a plain request also
  // takes over the one index.html starts (<link rel="preload" as="fetch">).
  const res = await fetch('/remotes.json');
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemoteMap;
}

/**
 * The remote map is read at run time, so a remote is redeployed without rebuilding the host.
 * Asked once per page load: the entry script starts it while the shared modules still load, and
 * the bootstrap gets the same answer. A failure is not kept (the next call asks again).
 */
export function loadRemoteMap(): Promise<RemoteMap> {
  if (!pending) {
    pending = fetchRemoteMap();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
