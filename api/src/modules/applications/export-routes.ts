import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireUser } from '../auth/index.js';
import { applicantsCsv } from './export-service.js';
import { companyMemberOr404 } from './company-member.js';
import { JOB_NOT_FOUND } from './service.js';

/** GET /api/jobs/:id/applicants.csv: the job's applicants as a spreadsheet (the company's only). */
export const applicantsExportRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.applicationNotes.exportCsv),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const member = await companyMemberOr404(app.db, request, JOB_NOT_FOUND);
      const { fileName, csv } = await applicantsCsv(app.db, member.companyId, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
