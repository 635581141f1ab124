import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { applicationNoteRoutes as schemas } from 'shared-kernel/contract';
import { requireUser } from '../auth/sessions.js';
import { applicantsCsv } from './export-service.js';
import { companyMemberOr404 } from './company-member.js';
import { JOB_NOT_FOUND } from './service.js';

/** GET /api/jobs/:id/applicants.csv: the job's applicants as a spreadsheet (the company's only). */
export const applicantsExportRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/jobs/:id/applicants.csv',
    { preHandler: requireUser, schema: schemas.exportCsv },
    async (request, reply) => {
      const member = await companyMemberOr404(app.db, request, JOB_NOT_FOUND);
      const { fileName, csv } = await applicantsCsv(app.db, member.companyId, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
