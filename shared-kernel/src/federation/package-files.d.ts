// The package file federation/react-query.ts re-exports: hidden by the package's "exports" map,
// reached by webpack through an alias; its types are the package's own.
declare module '@tanstack/react-query/build/modern/index.js' {
  export * from '@tanstack/react-query';
}
