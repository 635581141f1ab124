// The typed contract between the API and the front-ends ('shared-kernel/contract'): one TypeBox
// schema per request and response, and the vocabularies, defined once. The API validates and
// serialises with these schemas (Fastify's TypeBox type provider types the handlers); the
// front-ends `import type` the inferred types (no bytes) and may use a schema at run time in a
// lazy chunk (a form's resolver). Every route is one entry of `routes` (./routes.ts): method, path
// and schemas, registered by the API and called through `api(…)`. docs/architecture.md, "Adding a
// route end to end".
export * from './vocabularies.js';
export * from './common.js';
export * from './formats.js';
export * from './notifications.js';
export * from './applications.js';
export * from './interviews.js';
export * from './booking.js';
export * from './hiring-workflows.js';
export * from './offers.js';
export * from './companies.js';
export * from './venues.js';
export * from './team.js';
export * from './billing.js';
export * from './account.js';
export * from './jobs.js';
export * from './profiles.js';
export * from './certificates.js';
export * from './new-starter.js';
export * from './job-alerts.js';
export * from './hospitality-quiz.js';
export * from './personality.js';
export * from './conversations.js';
export * from './auth.js';
export * from './health.js';
export * from './analytics.js';
export * from './culture-tools.js';
export * from './hiring.js';
export * from './job-boards.js';
export * from './application-notes.js';
export * from './talent-pool.js';
export * from './field-label.js';
export * from './route.js';
export * from './routes.js';
