import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireUser } from '../auth/index.js';
import { companyMemberOr404 } from './company-member.js';
import { applicantsExportRoutes } from './export-routes.js';
import {
  addNote,
  applicationNotes,
  jobLabels,
  NOTE_NOT_FOUND,
  removeNote,
  setTags,
} from './notes-service.js';
import { APPLICATION_NOT_FOUND } from './store.js';

/** Private notes and tags on an application, a job's labels for the board, the CSV export. */
export const applicationNoteRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/application-notes.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.applicationNotes.list),
    preHandler: requireUser,
    handler: async (request) => {
      const member = await companyMemberOr404(app.db, request, APPLICATION_NOT_FOUND);
      return applicationNotes(app.db, member.companyId, request.params.id);
    },
  });

  app.route({
    ...fromContract(app, routes.applicationNotes.add),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const member = await companyMemberOr404(app.db, request, APPLICATION_NOT_FOUND);
      return reply
        .status(201)
        .send(await addNote(app.db, member, request.params.id, request.body.body));
    },
  });

  app.route({
    ...fromContract(app, routes.applicationNotes.remove),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const member = await companyMemberOr404(app.db, request, NOTE_NOT_FOUND);
      await removeNote(app.db, member, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.applicationNotes.setTags),
    preHandler: requireUser,
    handler: async (request) => {
      const member = await companyMemberOr404(app.db, request, APPLICATION_NOT_FOUND);
      return setTags(app.db, member, request.params.id, request.body.tags);
    },
  });

  app.route({
    ...fromContract(app, routes.applicationNotes.jobLabels),
    preHandler: requireUser,
    handler: async (request) => {
      const member = await companyMemberOr404(app.db, request, 'Job not found');
      return jobLabels(app.db, member.companyId, request.params.id);
    },
  });

  await app.register(applicantsExportRoutes);
};
