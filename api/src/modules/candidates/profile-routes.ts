import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { profileRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { getProfile, saveProfile } from './profile.js';

/** `GET/PUT /api/profile`: the signed-in candidate's own profile. */
export const profileRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/profiles.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/profile', { onRequest: requireCandidate, schema: schemas.get }, async (request) =>
    getProfile(app.db, signedInUser(request).id),
  );

  app.put('/profile', { onRequest: requireCandidate, schema: schemas.save }, async (request) =>
    saveProfile(app.db, signedInUser(request).id, request.body),
  );
};
