import { londonDay } from 'shared-kernel/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountRoutes as schemas } from 'shared-kernel/contract';
import { badRequest } from '../../http/errors.js';
import { limitFailures } from '../../http/rate-limit.js';
import {
  announceSessionsEnded,
  clearSessionCookie,
  requireUser,
  signedInUser,
} from '../auth/sessions.js';
import { exportAccount } from './export.js';
import { getEmailPreferences, unsubscribe, updateEmailPreferences } from './preferences.js';
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

  app.get('/me/account', { preHandler: requireUser, schema: schemas.get }, async (request) =>
    getAccount(app.db, signedInUser(request)),
  );

  app.patch('/me/account', { preHandler: requireUser, schema: schemas.update }, async (request) =>
    updateAccount(app.db, signedInUser(request), request.body),
  );

  app.get(
    '/me/email-preferences',
    { preHandler: requireUser, schema: schemas.preferences },
    async (request) => getEmailPreferences(app.db, signedInUser(request).id),
  );

  app.put(
    '/me/email-preferences',
    { preHandler: requireUser, schema: schemas.updatePreferences },
    async (request) => updateEmailPreferences(app.db, signedInUser(request).id, request.body),
  );

  app.get(
    '/me/export',
    { preHandler: requireUser, schema: schemas.export },
    async (request, reply) => {
      const user = signedInUser(request);
      const day = londonDay();
      reply
        .header('Content-Disposition', `attachment; filename="hospohire-my-data-${day}.json"`)
        .header('Cache-Control', 'no-store');
      return exportAccount(app.db, user);
    },
  );

  app.delete(
    '/me',
    {
      preHandler: [requireUser, limitDelete.preHandler],
      onSend: limitDelete.onSend,
      schema: schemas.delete,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const ended = await deleteAccount(app.db, user, request.body.password);
      // Every session ends on every API process, and their sockets close (4401).
      await announceSessionsEnded(app, user.id, ended);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

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
    oneClick
      .withTypeProvider<TypeBoxTypeProvider>()
      .post(
        '/email/unsubscribe',
        { schema: schemas.unsubscribe, config: { oneClickUnsubscribe: true } },
        async (request) => {
          const token = 'token' in request.body ? request.body.token : request.query.token;
          if (!token) throw badRequest('The unsubscribe link has no token', 'token');
          return unsubscribe(app.db, token);
        },
      );
  });
};
