import { londonDay } from 'shared-kernel/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { badRequest } from '../../http/errors.js';
import { limitFailures } from '../../http/rate-limit.js';
import {
  announceSessionsEnded,
  clearSessionCookie,
  requireUser,
  signedInUser,
} from '../auth/index.js';
import { exportAccount } from './export.js';
import { getEmailPreferences, unsubscribe, updateEmailPreferences } from '../mail/index.js';
import { deleteAccount, getAccount, updateAccount } from './service.js';

/** Guessing the password of a signed-in session to delete it: per (user, address) and address. */
const limitDelete = limitFailures('delete-account', {
  accountOf: (r) => signedInUser(r).id,
  guessField: 'password',
});

/**
 * The signed-in user's own account (issue 14), on the contract's schemas
 * (shared-kernel/src/contract/account.ts): `/api/me/account`, `/api/me/email-preferences`,
 * `/api/me/export`, `DELETE /api/me`, and the signed-out `POST /api/email/unsubscribe`.
 */
export const accountRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.account.get),
    preHandler: requireUser,
    handler: async (request) => getAccount(app.db, signedInUser(request)),
  });

  app.route({
    ...fromContract(app, routes.account.update),
    preHandler: requireUser,
    handler: async (request) => updateAccount(app.db, signedInUser(request), request.body),
  });

  app.route({
    ...fromContract(app, routes.account.preferences),
    preHandler: requireUser,
    handler: async (request) => getEmailPreferences(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.account.updatePreferences),
    preHandler: requireUser,
    handler: async (request) =>
      updateEmailPreferences(app.db, signedInUser(request).id, request.body),
  });

  app.route({
    ...fromContract(app, routes.account.export),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const day = londonDay();
      reply
        .header('Content-Disposition', `attachment; filename="hospohire-my-data-${day}.json"`)
        .header('Cache-Control', 'no-store');
      return exportAccount(app.db, user, app.config.newStarterDataKey);
    },
  });

  app.route({
    ...fromContract(app, routes.account.delete),
    preHandler: [requireUser, limitDelete.preHandler],
    onSend: limitDelete.onSend,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const ended = await deleteAccount(app.db, user, request.body.password);
      // Every session ends on every API process, and their sockets close (4401).
      await announceSessionsEnded(app, user.id, ended);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  });

  // Signed out: the token is the credential. JSON `{ token }` from the /unsubscribe page, or the
  // RFC 8058 one-click form post of a mail client (token in the URL; the CSRF guard's one
  // exception, api/src/http/csrf.ts).
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    oneClick.withTypeProvider<TypeBoxTypeProvider>().route({
      ...fromContract(oneClick, routes.account.unsubscribe),
      config: { oneClickUnsubscribe: true },
      handler: async (request) => {
        const token = 'token' in request.body ? request.body.token : request.query.token;
        if (!token) throw badRequest('The unsubscribe link has no token', 'token');
        return unsubscribe(app.db, token);
      },
    });
  });
};
