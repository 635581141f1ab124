import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { limitFailures, limitRequests } from '../../http/rate-limit.js';
import {
  changePassword,
  exchangeSignInToken,
  FORGOT_PASSWORD_MESSAGE,
  login,
  requestPasswordReset,
  resetPassword,
  signup,
  type AuthDeps,
  type SignedIn,
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
import { isFirstVisit } from './first-visit.js';
import { logoutConfirmationPage, LOGOUT_PAGE_CSP } from './logout-page.js';
import {
  ALREADY_VERIFIED_MESSAGE,
  resendVerification,
  VERIFICATION_SENT_MESSAGE,
  verifyEmail,
} from './verification.js';
import { sha256Hex } from '../../secrets.js';
import { normalizeEmail, serializeUser } from './users.js';

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
/** Verification links are 32 random bytes, like sign-in links: failures per address. */
const limitVerify = limitFailures('verify-email', { guessField: 'token' });
/**
 * Every resend counts (each one sends an e-mail), per (user, address) pair and per address, with
 * forgot-password's e-mail limits (RATE_LIMITS.emailsPerPair / emailsPerAddress: 5 and 20 per 15
 * minutes). Keyed by user id: the route is signed in.
 */
const limitResend = limitRequests('resend-verification', (r) => signedInUser(r).id);
/** Guessing the current password of a signed-in session: per (user, address) and per address. */
const limitChange = limitFailures('change-password', {
  accountOf: (r) => signedInUser(r).id,
  guessField: 'currentPassword',
});

/**
 * `/api/auth/*` (prefix `/api/auth`): sign-up, sign-in, current user, links and resets. The request
 * and response schemas are the contract's (shared-kernel/src/contract/auth.ts).
 */
export const authRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const deps: AuthDeps = { db: app.db, config: app.config };

  const signIn = async (request: FastifyRequest, reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(request, reply, result.sessionId);
    request.user = result.user;
    return {
      ...serializeUser(result.user),
      firstVisit: await isFirstVisit(app.db, result.sessionId),
    };
  };

  app.route({
    ...fromContract(app, routes.auth.signup),
    handler: async (request, reply) => {
      const result = await signup(deps, request.body);
      reply.status(201);
      return signIn(request, reply, result);
    },
  });

  app.route({
    ...fromContract(app, routes.auth.login),
    ...limitSignIn,
    handler: async (request, reply) => signIn(request, reply, await login(deps, request.body)),
  });

  app.route({
    ...fromContract(app, routes.auth.currentUser),
    preHandler: requireUser,
    handler: async (request) => ({
      ...serializeUser(signedInUser(request)),
      firstVisit: await isFirstVisit(app.db, sessionIdOf(request)),
    }),
  });

  app.route({
    ...fromContract(app, routes.auth.token),
    ...limitToken,
    handler: async (request, reply) =>
      signIn(request, reply, await exchangeSignInToken(deps, request.body.token)),
  });

  app.route({
    ...fromContract(app, routes.auth.verifyEmail),
    ...limitVerify,
    handler: async (request, reply) => {
      const { alreadyVerified } = await verifyEmail(app.db, request.body.token);
      // Opened again once confirmed: not an error, the page says so.
      if (alreadyVerified) return reply.status(200).send({ alreadyVerified: true });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.auth.resendVerification),
    preHandler: [requireUser, limitResend.preHandler],
    handler: async (request, reply) => {
      const sent = await resendVerification(app.db, app.config.publicUrl, signedInUser(request));
      // Already verified: 202 all the same (nothing to do, nothing sent), saying so.
      reply.status(202);
      return { message: sent ? VERIFICATION_SENT_MESSAGE : ALREADY_VERIFIED_MESSAGE };
    },
  });

  app.route({
    ...fromContract(app, routes.auth.forgotPassword),
    ...limitForgot,
    handler: async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.body.next);
      reply.status(202);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  });

  app.route({
    ...fromContract(app, routes.auth.resetPassword),
    ...limitReset,
    handler: async (request, reply) => {
      const { userId, endedSessions } = await resetPassword(deps, request.body);
      await announceSessionsEnded(app, userId, endedSessions);
      // Every session of the user has ended, this browser's too if it had one.
      if (sessionIdOf(request)) clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.auth.changePassword),
    preHandler: [requireUser, limitChange.preHandler],
    onSend: limitChange.onSend,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      await changePassword(deps, user, request.body);
      // Every other session of the user ends (and its sockets close); this one stays.
      const sessionId = sessionIdOf(request);
      await endUserSessions(app, user.id, {
        keepIdHash: sessionId ? sha256Hex(sessionId) : undefined,
      });
      return reply.status(204).send(null);
    },
  });
};

/**
 * `GET /api/logout` (prefix `/api`): ends the session, clears the cookie, redirects to `/`. A
 * navigation from another site (`Sec-Fetch-Site: cross-site`: a link or an image on a page
 * elsewhere) signs nobody out: it gets a "Sign out?" page whose button, submitted from this
 * origin, comes back `same-origin` and signs out. Same-origin, same-site (another subdomain of
 * ours), `none` (typed in, a bookmark) and browsers that send no such header: as the spec says.
 */
export const logoutRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  // No automatic HEAD route: a HEAD request (a link prefetch) must not sign anyone out.
  app.route({
    ...fromContract(app, routes.auth.logout),
    exposeHeadRoute: false,
    // The page's form must be allowed to post to this origin (the API's CSP forbids any form).
    helmet: { contentSecurityPolicy: LOGOUT_PAGE_CSP },
    handler: async (request, reply) => {
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(logoutConfirmationPage());
      }
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
    },
  });
};
