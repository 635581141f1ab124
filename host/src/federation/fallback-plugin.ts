import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailable } from './unavailable';

// When a remote module cannot be loaded, hand back a marker instead of throwing, so the area
// that asked for it shows a fallback with Retry and the rest of the page keeps working.
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hospohire-remote-fallback',
    errorLoadRemote({ id, error, from }) {
      console.error(`Remote module ${id} could not be loaded`, error);
      if (from === 'build') return undefined;
      const marker: RemoteUnavailable = {
        remoteUnavailable: true,
        id,
        message: error instanceof Error ? error.message : String(error),
      };
      return marker;
    },
  };
}
