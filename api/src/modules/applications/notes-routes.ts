import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { applicationNoteRoutes as schemas } from 'shared-kernel/contract';
import { requireUser } from '../auth/sessions.js';
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

  app.get(
    '/applications/:id/notes',
    { preHandler: requireUser, schema: schemas.list },
    async (request) => {
      const member = await companyMemberOr404(app.db, request, APPLICATION_NOT_FOUND);
      return applicationNotes(app.db, member.companyId, request.params.id);
    },
  );

  app.post(
    '/applications/:id/notes',
    { preHandler: requireUser, schema: schemas.add },
    async (request, reply) => {
      const member = await companyMemberOr404(app.db, request, APPLICATION_NOT_FOUND);
      return reply
        .status(201)
        .send(await addNote(app.db, member, request.params.id, request.body.body));
    },
  );

  app.delete(
    '/application-notes/:id',
    { preHandler: requireUser, schema: schemas.remove },
    async (request, reply) => {
      const member = await companyMemberOr404(app.db, request, NOTE_NOT_FOUND);
      await removeNote(app.db, member, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/applications/:id/tags',
    { preHandler: requireUser, schema: schemas.setTags },
    async (request) => {
      const member = await companyMemberOr404(app.db, request, APPLICATION_NOT_FOUND);
      return setTags(app.db, member, request.params.id, request.body.tags);
    },
  );

  app.get(
    '/jobs/:id/application-labels',
    { preHandler: requireUser, schema: schemas.jobLabels },
    async (request) => {
      const member = await companyMemberOr404(app.db, request, 'Job not found');
      return jobLabels(app.db, member.companyId, request.params.id);
    },
  );

  await app.register(applicantsExportRoutes);
};
