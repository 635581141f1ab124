import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { createCompany, myCompany, updateMyCompany } from './company-service.js';
import { onboardingStatus } from './onboarding.js';

/**
 * The recruiter's own company: who they work for, creating and editing it, onboarding. Schemas:
 * shared-kernel/src/contract/companies.ts.
 */
export const companyRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.companies.mine),
    preHandler: requireRecruiter,
    handler: async (request) => myCompany(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.companies.create),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const company = await createCompany(app.db, signedInUser(request).id, request.body);
      return reply.status(201).send(company);
    },
  });

  app.route({
    ...fromContract(app, routes.companies.update),
    preHandler: requireRecruiter,
    handler: async (request) => updateMyCompany(app.db, signedInUser(request).id, request.body),
  });

  app.route({
    ...fromContract(app, routes.companies.onboarding),
    preHandler: requireRecruiter,
    handler: async (request) =>
      onboardingStatus(app.db, signedInUser(request).id, request.params.companyId),
  });
};
