// 'shared-kernel/runtime': what the page must hold exactly once, whichever build of shared-kernel
// each package was made with (issue 42 item 4). It is the only part of shared-kernel shared at run
// time on every page ('shared-kernel/live', the signed-in page's live connection and notification
// store, is the other, loaded after sign-in): the host's copy serves every remote. Everything else
// of shared-kernel (the contract's addresses, the rules, forms, UI, query keys, texts) is bundled
// into each remote at the version it was built with, so a remote built with a newer contract or
// rule is deployed alone and runs its own. Keep this entry small and change it only compatibly: a
// remote deployed alone uses the host's copy of it.
//
// Code elsewhere in shared-kernel reaches these modules through 'shared-kernel/runtime', never by
// a relative path (runtime-imports.test.ts): a relative import would give a remote its own copy.
export {
  toast,
  dismissToast,
  failureToast,
  useToastStore,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
export {
  subscribeLiveEvents,
  publishLiveEvent,
  LIVE_CONNECTED,
  LIVE_RESYNC,
  isLiveCatchUp,
  type LiveEvent,
  type LiveEventListener,
} from './live-events';
export { useLiveEvents } from './useLiveEvents';
// The MUI theme the host's ThemeProvider holds: one object, so a remote's `theme.palette` and
// `theme.breakpoints` are the page's.
export { theme, BRAND, FOCUS_RING, onDarkSurface } from './theme';
export { registerSingletons, type SingletonRefs } from './singletons';
