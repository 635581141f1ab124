import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { listEmails } from '../mail/index.js';
import { requireUser, signedInUser } from './sessions.js';

/**
 * The dev mailbox (prefix `/api/dev`, served outside production or with DEV_MAILBOX=1): only
 * `GET /mailbox/mine`, the signed-in user's own e-mails (what /email-demo shows); 401 signed out.
 * There is no route to anyone else's mail: it carries their sign-in and password-reset links.
 * Nor to mail sent to the address before the account existed (issue 28): whoever signs up with
 * an address does not read what was sent to its owner before (a team invitation's link).
 */
export const devMailboxRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...fromContract(app, routes.auth.mailbox),
    preHandler: requireUser,
    handler: async (request) => {
      const { email, createdAt } = signedInUser(request);
      return { address: email, emails: await listEmails(app.db, email, 50, createdAt) };
    },
  });
};
