import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The host provides the page's singletons (react, MUI, the router, shared-kernel…) but never asks
 * the share table for them: its own imports are plain ones (tooling/federation.cjs). With the
 * `loaded-first` strategy a remote takes a copy that is already loaded before any other, so the
 * host's copies are registered as loaded: a remote built later with a newer React or MUI still
 * gets the host's, not a second copy beside it.
 */
export default function hostSharesFirstPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hospohire-host-shares-first',
    // Only the host's own registrations reach this plugin (a remote's runtime has its own).
    beforeRegisterShare(args) {
      args.shared.loaded = true;
      return args;
    },
  };
}
