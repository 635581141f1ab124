import type { RemoteMap } from 'shared-kernel';

/** The remote map is read at run time, so a remote is redeployed without rebuilding the host. */
export async function loadRemoteMap(): Promise<RemoteMap> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemoteMap;
}
