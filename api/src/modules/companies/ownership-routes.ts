import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { transferOwnership } from './ownership-service.js';

export const ownershipRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...fromContract(app, routes.account.transferOwnership),
    preHandler: requireRecruiter,
    handler: async (request) =>
      transferOwnership(app.db, signedInUser(request).id, request.body.userId),
  });
};
