import type { FastifyPluginAsync } from 'fastify';
import { setEmailLinkBase } from '../mail/index.js';
import { accountRoutes } from './routes.js';

/** The account module (issue 14): settings, e-mail preferences, export, deletion, under /api. */
export const accountModule: FastifyPluginAsync = async (app) => {
  // Unsubscribe and job links in e-mails sent outside a request (job alerts) use PUBLIC_URL.
  setEmailLinkBase(app.config.publicUrl);
  await app.register(accountRoutes);
};
