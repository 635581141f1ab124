import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { companyRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { createCompany, myCompany, updateMyCompany } from './company-service.js';
import { onboardingStatus } from './onboarding.js';

/**
 * The recruiter's own company: who they work for, creating and editing it, onboarding. Schemas:
 * shared-kernel/src/contract/companies.ts.
 */
export const companyRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/me/company', { preHandler: requireRecruiter, schema: schemas.mine }, async (request) =>
    myCompany(app.db, signedInUser(request).id),
  );

  app.post(
    '/companies',
    { preHandler: requireRecruiter, schema: schemas.create },
    async (request, reply) => {
      const company = await createCompany(app.db, signedInUser(request).id, request.body);
      return reply.status(201).send(company);
    },
  );

  app.patch(
    '/companies/mine',
    { preHandler: requireRecruiter, schema: schemas.update },
    async (request) => updateMyCompany(app.db, signedInUser(request).id, request.body),
  );

  app.get(
    '/onboarding/company/:companyId/status',
    { preHandler: requireRecruiter, schema: schemas.onboarding },
    async (request) => onboardingStatus(app.db, signedInUser(request).id, request.params.companyId),
  );
};
