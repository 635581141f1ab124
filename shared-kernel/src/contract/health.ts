// GET /api/health (docs/deploy.md "Faults"): whether this API process can serve. 200 while the
// database answers, `degraded` naming the accelerators that do not (Redis: live events reach
// other processes' sockets late, through a `resync`; SMTP: e-mails wait in the outbox); 503 when
// the database does not answer or the process is shutting down (load balancers take it out).
import { Type, type Static } from 'typebox';
import { errorResponses, vocabulary } from './common.js';
import { defineRoute } from './route.js';

/** What can be down while the API still serves. */
export const HEALTH_DEGRADED_PARTS = ['redis', 'smtp'] as const;
export type HealthDegradedPart = (typeof HEALTH_DEGRADED_PARTS)[number];

/** GET /api/health */
export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  /** The parts that do not answer; empty when `status` is `ok`. */
  degraded: Type.Array(vocabulary(HEALTH_DEGRADED_PARTS)),
});
export type Health = Static<typeof HealthSchema>;

export const healthRoutes = {
  /** 503 `{ message }` when the database does not answer or while draining. */
  health: defineRoute('GET', '/api/health', {
    response: { 200: HealthSchema, ...errorResponses(503) },
  }),
};
