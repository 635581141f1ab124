import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { searchTalentPool, talentPoolCandidate } from './talent-pool.js';

/** `GET /api/talent-pool`, `GET /api/talent-pool/candidates/:id`: recruiters with a company. */
export const talentPoolRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/talent-pool.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.talentPool.search),
    onRequest: requireRecruiter,
    handler: async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return searchTalentPool(app.db, companyId, request.query);
    },
  });

  app.route({
    ...fromContract(app, routes.talentPool.candidate),
    onRequest: requireRecruiter,
    handler: async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return talentPoolCandidate(app.db, companyId, request.params.id);
    },
  });
};
