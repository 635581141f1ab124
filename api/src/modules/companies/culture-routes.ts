import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { companyRoutes as schemas, type AssessmentType } from 'shared-kernel/contract';
import { forbidden, notFound } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import {
  getCandidateCulture,
  saveCandidateCulture,
  type CandidateCulture,
} from '../candidates/culture.js';
import {
  asCultureAnswers,
  getMyCompanyCulture,
  saveMyCompanyCulture,
  type CompanyCulture,
} from './culture-service.js';

const NO_CULTURE_MESSAGE = 'No culture assessment yet';

/** A candidate's answers (candidates/culture.ts) as the contract's. */
function candidateCulture(culture: CandidateCulture): CompanyCulture;
function candidateCulture(culture: CandidateCulture | null): CompanyCulture | null;
function candidateCulture(culture: CandidateCulture | null): CompanyCulture | null {
  return culture && { ...culture, responses: asCultureAnswers(culture.responses) };
}

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

  app.get(
    '/cultural-assessment',
    { preHandler: requireUser, schema: schemas.getCulture },
    async (request) => {
      const user = signedInUser(request);
      const type = request.query.assessmentType;
      checkRole(user.userType, type);
      const culture =
        type === 'candidate'
          ? candidateCulture(await getCandidateCulture(app.db, user.id))
          : await getMyCompanyCulture(app.db, user.id);
      if (!culture) throw notFound(NO_CULTURE_MESSAGE);
      return { assessmentType: type, ...culture };
    },
  );

  app.put(
    '/cultural-assessment',
    { preHandler: requireUser, schema: schemas.saveCulture },
    async (request) => {
      const user = signedInUser(request);
      const { assessmentType: type, responses } = request.body;
      checkRole(user.userType, type);
      const culture =
        type === 'candidate'
          ? candidateCulture(await saveCandidateCulture(app.db, user.id, responses))
          : await saveMyCompanyCulture(app.db, user.id, responses);
      return { assessmentType: type, ...culture };
    },
  );
};
