import type { FastifyPluginAsync } from 'fastify';
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_FORM_PATH,
  REJECT_ALL,
  cookieConsentString,
} from 'shared-kernel/cookies';
import { safeNextPath } from 'shared-kernel/rules';
import { badRequest } from '../../http/errors.js';
import { secureFlag } from '../auth/index.js';

/** The banner's two one-tap decisions, by the value of the button that sent the form. */
const DECISIONS = { accept: ACCEPT_ALL, reject: REJECT_ALL } as const;

/** The path and query of the page a form was sent from, when it is a path of this site. */
function pageOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return safeNextPath(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}

/**
 * POST /api/cookie-consent: the cookie banner's Reject All and Accept All are the buttons of an
 * HTML form posting here, so that a tap before the page's script has started (a phone's first
 * seconds) decides as the app would: the same cookie (shared-kernel's cookieConsentString, 365
 * days, SameSite Lax), then 303 back to the page it was tapped on, which the server now sends
 * without the banner. Once the app runs, it handles the form itself and nothing is posted.
 * The form's one field is `decision` (accept | reject); the page is the one the `Referer` names
 * (the pages' Referrer-Policy sends it whole to their own origin), else '/'.
 */
export const cookieConsentRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post<{ Body: Record<string, string> | undefined }>(
    // The path less the prefix this module is registered under (src/app.ts: /api).
    COOKIE_CONSENT_FORM_PATH.slice(app.prefix.length),
    { config: { consentForm: true } },
    async (request, reply) => {
      const decision = request.body?.decision;
      if (decision !== 'accept' && decision !== 'reject') {
        throw badRequest("Decision must be 'accept' or 'reject'", 'decision');
      }
      const secure = secureFlag(request);
      reply.header('set-cookie', cookieConsentString(DECISIONS[decision], secure));
      reply.header('cache-control', 'no-store');
      return reply.redirect(pageOf(request.headers.referer) ?? '/', 303);
    },
  );
};
