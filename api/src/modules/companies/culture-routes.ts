import type { FastifyPluginAsync } from 'fastify';
import { forbidden, notFound } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { getCandidateCulture, saveCandidateCulture } from '../candidates/culture.js';
import {
  getMyCompanyCulture,
  saveMyCompanyCulture,
  type CultureResponsesInput,
} from './culture-service.js';
import {
  GUEST_INTERACTIONS,
  nullableEnum,
  objectSchema,
  PACES,
  primaryValues,
  SERVICE_APPROACHES,
  TEAM_SIZES,
} from './schemas.js';

const ASSESSMENT_TYPES = ['candidate', 'company'] as const;
type AssessmentType = (typeof ASSESSMENT_TYPES)[number];
const assessmentType = { type: 'string', enum: ASSESSMENT_TYPES } as const;

const responsesSchema = {
  ...objectSchema({
    workPace: nullableEnum(PACES),
    guestInteraction: nullableEnum(GUEST_INTERACTIONS),
    teamSize: nullableEnum(TEAM_SIZES),
    serviceApproach: nullableEnum(SERVICE_APPROACHES),
    primaryValues,
  }),
  minProperties: 1,
} as const;

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
 * by the candidates module, companies' here.
 */
export const cultureRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { assessmentType: AssessmentType } }>(
    '/cultural-assessment',
    {
      preHandler: requireUser,
      schema: { querystring: objectSchema({ assessmentType }, ['assessmentType']) },
    },
    async (request) => {
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
  );

  app.put<{ Body: { assessmentType: AssessmentType; responses: CultureResponsesInput } }>(
    '/cultural-assessment',
    {
      preHandler: requireUser,
      schema: {
        body: objectSchema({ assessmentType, responses: responsesSchema }, [
          'assessmentType',
          'responses',
        ]),
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { assessmentType: type, responses } = request.body;
      checkRole(user.userType, type);
      const culture =
        type === 'candidate'
          ? await saveCandidateCulture(app.db, user.id, responses)
          : await saveMyCompanyCulture(app.db, user.id, responses);
      return { assessmentType: type, ...culture };
    },
  );
};
