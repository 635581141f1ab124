import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { getProfile, saveProfile } from './profile.js';

/** `GET/PUT /api/profile`: the signed-in candidate's own profile. */
export const profileRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/profiles.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.profiles.get),
    onRequest: requireCandidate,
    handler: async (request) => getProfile(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.profiles.save),
    onRequest: requireCandidate,
    handler: async (request) => saveProfile(app.db, signedInUser(request).id, request.body),
  });
};
