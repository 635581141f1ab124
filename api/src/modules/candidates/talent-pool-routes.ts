import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { objectSchema, pageQuery, uuidParams } from './schemas.js';
import { searchTalentPool, talentPoolCandidate, type TalentPoolQuery } from './talent-pool.js';

const searchQuery = objectSchema({
  skills: { type: 'string', maxLength: 1000 },
  location: { type: 'string', maxLength: 100 },
  availability: { type: 'string', pattern: '^[a-z_, ]*$', maxLength: 400 },
  minCulture: { type: 'integer', minimum: 0, maximum: 100 },
  ...pageQuery,
});

/** `GET /api/talent-pool`, `GET /api/talent-pool/candidates/:id`: recruiters with a company. */
export const talentPoolRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TalentPoolQuery }>(
    '/talent-pool',
    { onRequest: requireRecruiter, schema: { querystring: searchQuery } },
    async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return searchTalentPool(app.db, companyId, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/talent-pool/candidates/:id',
    { onRequest: requireRecruiter, schema: { params: uuidParams } },
    async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return talentPoolCandidate(app.db, companyId, request.params.id);
    },
  );
};
