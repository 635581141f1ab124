// What the page shares under the key '@tanstack/react-query' (decisions section 2: one query
// client). Like react-router-dom.ts: every container provides this file instead of the whole
// package, so the page loads only the parts the front-ends use. The package's "exports" map hides
// the file below; webpack reaches it through an alias (tooling/shared-singletons.cjs).
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/build/modern/index.js';
