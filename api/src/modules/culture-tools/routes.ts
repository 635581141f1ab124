import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCompanyManager, requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { getCanvas, saveCanvas } from './canvas-service.js';
import { createMoment, deleteMoment, listMoments } from './moments-service.js';
import { listPastPeople } from './past-people-service.js';

/** Strategy canvas, magical moments and the past people a company could invite back. */
export const cultureToolRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/culture-tools.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.cultureTools.canvas),
    preHandler: requireRecruiter,
    handler: async (request) => getCanvas(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.cultureTools.saveCanvas),
    preHandler: requireCompanyManager,
    handler: async (request) => saveCanvas(app.db, signedInUser(request).id, request.body),
  });

  app.route({
    ...fromContract(app, routes.cultureTools.moments),
    preHandler: requireRecruiter,
    handler: async (request) => listMoments(app.db, signedInUser(request).id, request.query),
  });

  app.route({
    ...fromContract(app, routes.cultureTools.createMoment),
    preHandler: requireRecruiter,
    handler: async (request, reply) =>
      reply.status(201).send(await createMoment(app.db, signedInUser(request).id, request.body)),
  });

  app.route({
    ...fromContract(app, routes.cultureTools.deleteMoment),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      await deleteMoment(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.cultureTools.pastPeople),
    preHandler: requireRecruiter,
    handler: async (request) => listPastPeople(app.db, signedInUser(request).id, request.query),
  });
};
