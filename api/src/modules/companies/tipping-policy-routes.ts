import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { myTippingPolicy, saveMyTippingPolicy } from './tipping-policy-service.js';

/**
 * `GET/PUT /api/companies/mine/tipping-policy` (issue 43 item 2). Schemas:
 * shared-kernel/src/contract/companies.ts.
 */
export const tippingPolicyRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.companies.tippingPolicy),
    preHandler: requireRecruiter,
    handler: async (request) => myTippingPolicy(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.companies.saveTippingPolicy),
    preHandler: requireRecruiter,
    handler: async (request) => saveMyTippingPolicy(app.db, signedInUser(request).id, request.body),
  });
};
