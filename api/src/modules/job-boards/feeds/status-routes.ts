import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../../http/contract-route.js';
import { requireRecruiter, requireRecruiterCompanyId } from '../../access/index.js';
import { signedInUser } from '../../auth/index.js';
import { jobBoardStatus } from './status-service.js';

/** Recruiters: their company's feed addresses and each open job's reach and problems. */
export const statusRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.jobBoards.status),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return jobBoardStatus(app.db, app.config.publicUrl, companyId);
    },
  });
};
