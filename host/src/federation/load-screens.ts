import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, ScreensModule } from 'shared-kernel';
import { isRegistered, reregisterRemote } from './register-remotes';
import { isRemoteUnavailable } from './unavailable';

const loaded = new Map<RemoteName, Promise<ScreensModule<RemoteName>>>();

async function load(remote: RemoteName): Promise<ScreensModule<RemoteName>> {
  if (!isRegistered(remote)) throw new Error(`The address of ${remote} is not configured.`);
  const mod = await loadRemote<ScreensModule<RemoteName>>(`${remote}/screens`);
  if (!mod || isRemoteUnavailable(mod)) {
    throw new Error(mod && isRemoteUnavailable(mod) ? mod.message : `${remote} gave no screens`);
  }
  return mod;
}

/** Loads a remote's screens once; a failure is not cached, so Retry loads it again. */
export function loadScreens(remote: RemoteName, { retry = false } = {}) {
  if (retry) {
    loaded.delete(remote);
    reregisterRemote(remote);
  }
  let promise = loaded.get(remote);
  if (!promise) {
    promise = load(remote);
    loaded.set(remote, promise);
    promise.catch(() => loaded.delete(remote));
  }
  return promise;
}
