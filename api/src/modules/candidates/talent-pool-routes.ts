import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { talentPoolRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { searchTalentPool, talentPoolCandidate } from './talent-pool.js';

/** `GET /api/talent-pool`, `GET /api/talent-pool/candidates/:id`: recruiters with a company. */
export const talentPoolRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/talent-pool.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/talent-pool',
    { onRequest: requireRecruiter, schema: schemas.search },
    async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return searchTalentPool(app.db, companyId, request.query);
    },
  );

  app.get(
    '/talent-pool/candidates/:id',
    { onRequest: requireRecruiter, schema: schemas.candidate },
    async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return talentPoolCandidate(app.db, companyId, request.params.id);
    },
  );
};
