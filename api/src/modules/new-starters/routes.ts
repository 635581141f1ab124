// The new-starter pack's routes (issue 43 item 4): /api/applications/:id/onboarding… and the
// company's payroll CSV and harassment policy. Schemas: shared-kernel/src/contract/new-starter.ts.
// Nothing here logs a request body (Fastify logs none; errors carry the message only).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { isJsonContentType } from '../../http/csrf.js';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { published } from '../notifications/index.js';
import { accessTo, requireManager } from './access.js';
import { recordCheck } from './check.js';
import { contractPdf, contractText, saveContract } from './contract.js';
import { contractFile, evidenceFile, type StoredFile } from './files.js';
import { myHarassmentPolicy, saveMyHarassmentPolicy } from './harassment-policy.js';
import { payrollCsv } from './payroll.js';
import {
  acknowledgePolicies,
  confirmFirstShift,
  recordLeft,
  saveBank,
  saveRightToWork,
  saveStarter,
  sign,
  type WriteContext,
} from './service.js';
import { readUpload } from './upload.js';
import { viewRecord } from './view.js';

/** Lets the CSRF guard pass this route's multipart/form-data (src/http/csrf.ts). */
const MULTIPART = { multipartUpload: true };

const sendFile = (reply: FastifyReply, file: StoredFile) =>
  reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);

export const newStarterRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  // Registered in this plugin only: no other route reads multipart.
  // A file over its limit is cut there and the rest discarded (upload.ts answers 400), so the
  // whole request is read and the client gets its answer.
  await app.register(multipart, { throwFileSizeLimit: false });
  const key = app.config.newStarterDataKey;
  const context = (request: FastifyRequest & { params: { id: string } }): WriteContext => ({
    db: app.db,
    key,
    user: signedInUser(request),
    applicationId: request.params.id,
  });

  app.route({
    ...fromContract(app, routes.newStarters.get),
    preHandler: requireUser,
    handler: async (request) => {
      const access = await accessTo(app.db, signedInUser(request), request.params.id);
      return viewRecord(app.db, key, access);
    },
  });

  app.route({
    ...fromContract(app, routes.newStarters.rightToWork),
    preHandler: requireUser,
    handler: async (request) => published(app, saveRightToWork(context(request), request.body)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.recordCheck),
    config: MULTIPART,
    preHandler: requireUser,
    handler: async (request, reply) => {
      // Who may, before the file is read: a stranger's upload is a 404 without reading it.
      requireManager(await accessTo(app.db, signedInUser(request), request.params.id));
      const upload = await readUpload(request, 'evidence');
      const result = await published(app, recordCheck(context(request), upload));
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...fromContract(app, routes.newStarters.evidence),
    preHandler: requireUser,
    handler: async (request, reply) =>
      sendFile(reply, await evidenceFile(app.db, signedInUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.starter),
    preHandler: requireUser,
    handler: async (request) => published(app, saveStarter(context(request), request.body)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.bank),
    preHandler: requireUser,
    handler: async (request) => published(app, saveBank(context(request), request.body)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.contract),
    config: MULTIPART,
    preHandler: requireUser,
    handler: async (request) => {
      requireManager(await accessTo(app.db, signedInUser(request), request.params.id));
      const document = isJsonContentType(request.headers['content-type'])
        ? { format: 'text' as const, text: contractText(request.body) }
        : contractPdf(await readUpload(request, 'document', ['application/pdf']));
      return published(app, saveContract(context(request), document));
    },
  });

  app.route({
    ...fromContract(app, routes.newStarters.contractDocument),
    preHandler: requireUser,
    handler: async (request, reply) =>
      sendFile(reply, await contractFile(app.db, signedInUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.sign),
    preHandler: requireUser,
    handler: async (request) => published(app, sign(context(request), request.body, request.ip)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.policies),
    preHandler: requireUser,
    handler: async (request) => published(app, acknowledgePolicies(context(request), request.body)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.firstShift),
    preHandler: requireUser,
    handler: async (request) => published(app, confirmFirstShift(context(request), request.body)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.left),
    preHandler: requireUser,
    handler: async (request) => published(app, recordLeft(context(request), request.body)),
  });

  app.route({
    ...fromContract(app, routes.newStarters.payroll),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const { fileName, csv } = await payrollCsv(app.db, key, signedInUser(request).id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...fromContract(app, routes.newStarters.harassmentPolicy),
    preHandler: requireRecruiter,
    handler: async (request) => myHarassmentPolicy(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.newStarters.saveHarassmentPolicy),
    preHandler: requireRecruiter,
    handler: async (request) =>
      saveMyHarassmentPolicy(app.db, signedInUser(request).id, request.body),
  });
};
