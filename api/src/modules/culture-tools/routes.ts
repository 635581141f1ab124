import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cultureToolRoutes as schemas } from 'shared-kernel/contract';
import { requireCompanyManager, requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { getCanvas, saveCanvas } from './canvas-service.js';
import { createMoment, deleteMoment, listMoments } from './moments-service.js';
import { listPastPeople } from './past-people-service.js';

/** Strategy canvas, magical moments and the past people a company could invite back. */
export const cultureToolRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/culture-tools.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/strategy-canvas',
    { preHandler: requireRecruiter, schema: schemas.canvas },
    async (request) => getCanvas(app.db, signedInUser(request).id),
  );

  app.put(
    '/strategy-canvas',
    // The canvas is the company's culture (it can set the culture profile): owner and admins.
    { preHandler: requireCompanyManager, schema: schemas.saveCanvas },
    async (request) => saveCanvas(app.db, signedInUser(request).id, request.body),
  );

  app.get(
    '/magical-moments',
    { preHandler: requireRecruiter, schema: schemas.moments },
    async (request) => listMoments(app.db, signedInUser(request).id, request.query),
  );

  app.post(
    '/magical-moments',
    { preHandler: requireRecruiter, schema: schemas.createMoment },
    async (request, reply) =>
      reply.status(201).send(await createMoment(app.db, signedInUser(request).id, request.body)),
  );

  app.delete(
    '/magical-moments/:id',
    { preHandler: requireRecruiter, schema: schemas.deleteMoment },
    async (request, reply) => {
      await deleteMoment(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies/mine/past-people',
    { preHandler: requireRecruiter, schema: schemas.pastPeople },
    async (request) => listPastPeople(app.db, signedInUser(request).id, request.query),
  );
};
