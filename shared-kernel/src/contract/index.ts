// The typed contract between the API and the front-ends ('shared-kernel/contract'): one TypeBox
// schema per request and response, and the vocabularies, defined once. The API validates and
// serialises with these schemas (Fastify's TypeBox type provider types the handlers); the
// front-ends `import type` the inferred types (no bytes) and may use a schema at run time in a
// lazy chunk (a form's resolver). docs/architecture.md, "Adding a route end to end".
export * from './vocabularies.js';
export * from './common.js';
export * from './notifications.js';
export * from './applications.js';
export * from './interviews.js';
export * from './offers.js';
