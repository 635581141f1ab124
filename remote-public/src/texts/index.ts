// Every text this remote shows, one file per area, so that a screen's chunk carries only its
// own area's texts (package.json marks these files free of side effects). Texts that more than
// one package shows live in shared-kernel's TEXTS instead.
export * from './common';
export * from './auth';
export * from './landing';
export * from './companies';
export * from './about';
export * from './onboarding';
export * from './jobs';
