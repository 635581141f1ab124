import type { FastifyPluginAsync } from 'fastify';
import { listEmails } from './outbox.js';

/**
 * The dev mailbox: `GET /api/dev/mailbox?to=<email>` → `{ emails }`, newest first. Registered only
 * outside production (or with DEV_MAILBOX=1); used by the /email-demo screen and by tests.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to?: string } }>(
    '/mailbox',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { to: { type: 'string', maxLength: 254 } },
        },
      },
    },
    async (request) => ({ emails: await listEmails(app.db, request.query.to) }),
  );
};
