import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  createCompany,
  myCompany,
  updateMyCompany,
  type CompanyInput,
  type CompanyPatch,
} from './company-service.js';
import { onboardingStatus } from './onboarding.js';
import { color, nullableText, objectSchema, text, url } from './schemas.js';

const companyFields = {
  name: text(120, 1),
  description: nullableText(10000),
  logoUrl: { ...url, maxLength: 1000 },
  websiteUrl: url,
};

/** The recruiter's own company: who they work for, creating and editing it, onboarding. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me/company', { preHandler: requireRecruiter }, async (request) =>
    myCompany(app.db, signedInUser(request).id),
  );

  app.post<{ Body: CompanyInput }>(
    '/companies',
    {
      preHandler: requireRecruiter,
      schema: { body: objectSchema(companyFields, ['name']) },
    },
    async (request, reply) => {
      const company = await createCompany(app.db, signedInUser(request).id, request.body);
      return reply.status(201).send(company);
    },
  );

  app.patch<{ Body: CompanyPatch }>(
    '/companies/mine',
    {
      preHandler: requireRecruiter,
      schema: {
        body: objectSchema({
          ...companyFields,
          primaryColor: color,
          accentColor: color,
          careersHeadline: nullableText(200),
        }),
      },
    },
    async (request) => updateMyCompany(app.db, signedInUser(request).id, request.body ?? {}),
  );

  app.get<{ Params: { companyId: string } }>(
    '/onboarding/company/:companyId/status',
    {
      preHandler: requireRecruiter,
      schema: {
        params: objectSchema({ companyId: { type: 'string', format: 'uuid' } }, ['companyId']),
      },
    },
    async (request) => onboardingStatus(app.db, signedInUser(request).id, request.params.companyId),
  );
};
