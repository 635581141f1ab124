import type { FastifyPluginAsync } from 'fastify';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { createAlert, deleteAlert, listAlerts, updateAlert, type AlertInput } from './alerts.js';
import { EMPLOYMENT_TYPES, SALARY_TYPES, VENUE_TYPES, WORK_PACES } from 'shared-kernel/contract';
import { objectSchema, pageQuery, uuidParams, type Page } from './schemas.js';

const nullable = (schema: Record<string, unknown>) => ({
  ...schema,
  type: [schema.type as string, 'null'],
});

const criteria = objectSchema({
  q: nullable({ type: 'string', maxLength: 200 }),
  city: nullable({ type: 'string', maxLength: 100 }),
  venueTypes: nullable({
    type: 'array',
    maxItems: VENUE_TYPES.length,
    items: { type: 'string', enum: VENUE_TYPES },
  }),
  employmentTypes: nullable({
    type: 'array',
    maxItems: EMPLOYMENT_TYPES.length,
    items: { type: 'string', enum: EMPLOYMENT_TYPES },
  }),
  minPay: nullable({ type: 'number', minimum: 0, maximum: 1000000 }),
  salaryType: { type: ['string', 'null'], enum: [...SALARY_TYPES, null] },
  pace: { type: ['string', 'null'], enum: [...WORK_PACES, null] },
});

const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' };

/** `/api/job-alerts`: a candidate's own job alerts. */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Page }>(
    '/job-alerts',
    { onRequest: requireCandidate, schema: { querystring: objectSchema({ ...pageQuery }) } },
    async (request) => listAlerts(app.db, signedInUser(request).id, request.query),
  );

  app.post<{ Body: AlertInput }>(
    '/job-alerts',
    {
      onRequest: requireCandidate,
      schema: { body: objectSchema({ name, criteria, active: { type: 'boolean' } }, ['name']) },
    },
    async (request, reply) => {
      reply.status(201);
      return createAlert(app.db, signedInUser(request).id, request.body);
    },
  );

  app.patch<{ Params: { id: string }; Body: Partial<AlertInput> }>(
    '/job-alerts/:id',
    {
      onRequest: requireCandidate,
      schema: {
        params: uuidParams,
        body: objectSchema({ name, criteria, active: { type: 'boolean' } }),
      },
    },
    async (request) =>
      updateAlert(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete<{ Params: { id: string } }>(
    '/job-alerts/:id',
    { onRequest: requireCandidate, schema: { params: uuidParams } },
    async (request, reply) => {
      await deleteAlert(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
