import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMap, RemoteName } from 'shared-kernel';

const entries = new Map<RemoteName, string>();

export function registerAllRemotes(map: RemoteMap) {
  for (const [name, entry] of Object.entries(map) as [RemoteName, string][])
    entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

export function isRegistered(name: RemoteName): boolean {
  return entries.has(name);
}

/** Registers a remote again with `force`, which drops the runtime's cached (failed) entry. */
export function reregisterRemote(name: RemoteName) {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
