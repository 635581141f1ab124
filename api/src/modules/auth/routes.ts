import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { limitFailures, limitRequests } from '../../http/rate-limit.js';
import { PASSWORD_MAX_LENGTH } from './passwords.js';
import {
  changePassword,
  exchangeSignInToken,
  FORGOT_PASSWORD_MESSAGE,
  login,
  NAME_MAX_LENGTH,
  requestPasswordReset,
  resetPassword,
  signup,
  type AuthDeps,
  type SignedIn,
  type SignupInput,
} from './service.js';
import {
  announceSessionsEnded,
  clearSessionCookie,
  endUserSessions,
  deleteSession,
  findSessionUser,
  requireUser,
  sessionIdOf,
  setSessionCookie,
  signedInUser,
} from './sessions.js';
import { sha256Hex } from './secrets.js';
import { normalizeEmail, serializeUser, USER_TYPES, userJsonSchema } from './users.js';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
/** Any password to check (long enough never to refuse a real one, short enough to hash cheaply). */
const anyPassword = { type: 'string', minLength: 1, maxLength: 1024 } as const;
/** A new password: strength rules are checked in the service, with one message. */
const newPassword = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const secret = { type: 'string', minLength: 1, maxLength: 200 } as const;
const name = { type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH } as const;

function bodySchema(properties: Record<string, object>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  } as const;
}

const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;

type EmailRequest = FastifyRequest<{ Body: { email: string } }>;
type CodeRequest = FastifyRequest<{ Body: { code: string } }>;
// Attempt limits (RATE_LIMITS in src/http/rate-limit.ts). Sign-in, sign-in links, resets and
// password changes count FAILURES only, per (account, address) pair and per address: a correct
// password never counts, and the owner signs in from a clean address while another one hammers
// the account. Forgot-password counts every request (each one sends an e-mail).
const limitSignIn = limitFailures('login', {
  accountOf: (r: EmailRequest) => normalizeEmail(r.body.email),
});
/** Sign-in links are 32 random bytes: failures per address only (there is no account to pair). */
const limitToken = limitFailures('token', { guessField: 'token' });
const limitForgot = limitRequests('forgot', (r: EmailRequest) => normalizeEmail(r.body.email));
/** A wrong or used code counts (per address and per code-address pair), a refused password not. */
const limitReset = limitFailures('reset', {
  accountOf: (r: CodeRequest) => r.body.code,
  guessField: 'code',
});
/** Guessing the current password of a signed-in session: per (user, address) and per address. */
const limitChange = limitFailures('change-password', {
  accountOf: (r) => signedInUser(r).id,
  guessField: 'currentPassword',
});

/** `/api/auth/*` (prefix `/api/auth`): sign-up, sign-in, current user, links and resets. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const deps: AuthDeps = { db: app.db, config: app.config };

  const signIn = (request: FastifyRequest, reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(request, reply, result.sessionId);
    request.user = result.user;
    return serializeUser(result.user);
  };

  app.post<{ Body: SignupInput }>(
    '/signup',
    {
      schema: {
        body: bodySchema({
          email,
          password: newPassword,
          firstName: name,
          lastName: name,
          userType: { type: 'string', enum: USER_TYPES },
        }),
        response: { 201: userJsonSchema },
      },
    },
    async (request, reply) => {
      const result = await signup(deps, request.body);
      reply.status(201);
      return signIn(request, reply, result);
    },
  );

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    {
      ...limitSignIn,
      schema: {
        body: bodySchema({ email, password: anyPassword }),
        response: { 200: userJsonSchema },
      },
    },
    async (request, reply) => signIn(request, reply, await login(deps, request.body)),
  );

  app.get(
    '/user',
    { preHandler: requireUser, schema: { response: { 200: userJsonSchema } } },
    async (request) => serializeUser(signedInUser(request)),
  );

  app.post<{ Body: { token: string } }>(
    '/token',
    {
      ...limitToken,
      schema: {
        body: bodySchema({ token: secret }),
        response: { 200: userJsonSchema },
      },
    },
    async (request, reply) =>
      signIn(request, reply, await exchangeSignInToken(deps, request.body.token)),
  );

  app.post<{ Body: { email: string } }>(
    '/forgot-password',
    {
      ...limitForgot,
      schema: { body: bodySchema({ email }), response: { 202: messageSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email);
      reply.status(202);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post<{ Body: { code: string; password: string } }>(
    '/reset-password',
    {
      ...limitReset,
      schema: { body: bodySchema({ code: secret, password: newPassword }) },
    },
    async (request, reply) => {
      const { userId, endedSessions } = await resetPassword(deps, request.body);
      await announceSessionsEnded(app, userId, endedSessions);
      // Every session of the user has ended, this browser's too if it had one.
      if (sessionIdOf(request)) clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/change-password',
    {
      // Signed in first: the failures count per (user, address).
      preHandler: [requireUser, limitChange.preHandler],
      onSend: limitChange.onSend,
      schema: { body: bodySchema({ currentPassword: anyPassword, newPassword }) },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await changePassword(deps, user, request.body);
      // Every other session of the user ends (and its sockets close); this one stays.
      const sessionId = sessionIdOf(request);
      await endUserSessions(app, user.id, {
        keepIdHash: sessionId ? sha256Hex(sessionId) : undefined,
      });
      return reply.status(204).send();
    },
  );
};

/** `GET /api/logout` (prefix `/api`): ends the session, clears the cookie, redirects to `/`. */
export const logoutRoutes: FastifyPluginAsync = async (app) => {
  // No automatic HEAD route: a HEAD request (a link prefetch) must not sign anyone out.
  app.get('/logout', { exposeHeadRoute: false }, async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId) {
      const user = await findSessionUser(app.db, sessionId);
      await deleteSession(app.db, sessionId);
      clearSessionCookie(request, reply);
      // That session's live sockets close, on whichever API process holds them.
      if (user) await announceSessionsEnded(app, user.id, [sha256Hex(sessionId)]);
      else app.sessionCache.forget(sha256Hex(sessionId));
    }
    return reply.redirect('/', 302);
  });
};
