import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type AssessmentType } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { getCandidateCulture, saveCandidateCulture } from '../candidates/index.js';
import { getMyCompanyCulture, saveMyCompanyCulture } from './culture-service.js';

const NO_CULTURE_MESSAGE = 'No culture assessment yet';

/** Candidates answer for themselves, recruiters for their company. */
function checkRole(userType: string, type: AssessmentType): void {
  if (userType === 'candidate' && type !== 'candidate')
    throw forbidden('Job seekers can only take the candidate assessment');
  if (userType === 'recruiter' && type !== 'company')
    throw forbidden('Recruiters can only take the company assessment');
}

/**
 * `GET/PUT /api/cultural-assessment` for both sides (spec section 7): candidates' answers are kept
 * by the candidates module, companies' here. Schemas: shared-kernel/src/contract/companies.ts.
 */
export const cultureRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.companies.getCulture),
    preHandler: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const type = request.query.assessmentType;
      checkRole(user.userType, type);
      const culture =
        type === 'candidate'
          ? await getCandidateCulture(app.db, user.id)
          : await getMyCompanyCulture(app.db, user.id);
      if (!culture) throw notFound(NO_CULTURE_MESSAGE);
      return { assessmentType: type, ...culture };
    },
  });

  app.route({
    ...fromContract(app, routes.companies.saveCulture),
    preHandler: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const { assessmentType: type, responses } = request.body;
      checkRole(user.userType, type);
      const culture =
        type === 'candidate'
          ? await saveCandidateCulture(app.db, user.id, responses)
          : await saveMyCompanyCulture(app.db, user.id, responses);
      return { assessmentType: type, ...culture };
    },
  });
};
