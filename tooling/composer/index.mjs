// The composer's public names, for `pnpm serve`, the tests and the harnesses.
export { startComposer, buildComposer } from './server.mjs';
export { API_BODY_LIMIT, MESSAGES, NO_CACHE } from './errors.mjs';
export { COMPRESSIBLE, HASHED_FILE, IMMUTABLE, acceptedEncodings } from './static-files.mjs';
export { remoteOrigins } from './security.mjs';
export {
  COMPOSED_PAGES,
  SESSION_COOKIE,
  apiDocumentFor,
  composedPageFor,
  renderedPageFor,
} from './pages.mjs';
export { FRAGMENT_TIMEOUT_MS, composeDocument, composePage } from './compose.mjs';
