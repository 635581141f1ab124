import type { FastifyPluginAsync } from 'fastify';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { listEmails } from './outbox.js';

/**
 * The dev mailbox: `GET /api/dev/mailbox?to=<email>` → `{ emails }`, newest first. Registered only
 * outside production (or with DEV_MAILBOX=1); used by tests.
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

  // What the /email-demo screen reads: only the signed-in user's own e-mails. Not their
  // colleagues': those carry sign-in and password-reset links that would open their accounts.
  app.get(
    '/mailbox/mine',
    {
      preHandler: requireUser,
      schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request) => {
      const { email } = signedInUser(request);
      return { address: email, emails: await listEmails(app.db, email, 50) };
    },
  );
};
