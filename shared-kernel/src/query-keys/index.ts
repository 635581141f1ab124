// The query keys of every resource the front-ends read, defined once for the page's one
// QueryClient (the host's, shared by every remote). A key says what was read, not where from: it
// starts at its resource's root (`offerKeys.all`) and nests as TkDodo's "Effective React Query
// Keys" does (`all` ⊃ `lists()` ⊃ `list(filters)`, `all` ⊃ `details()` ⊃ `detail(id)`; a resource
// with one unfiltered list has only `list()`). Invalidating a key refreshes everything under it,
// so a write in one remote refreshes what another shows: the nesting that matters is tested in
// query-keys.test.ts. A new query takes its key from here, never from a literal.
export * from './session';
export * from './companies';
export * from './jobs';
export * from './applications';
export * from './hiring';
export * from './candidates';
export * from './conversations';
export * from './company-tools';
