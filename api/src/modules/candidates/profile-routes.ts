import type { FastifyPluginAsync } from 'fastify';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  AVAILABILITY_SLOTS,
  getProfile,
  MAX_SKILLS,
  PHONE_PATTERN,
  saveProfile,
  SKILL_MAX_LENGTH,
  type ProfileInput,
} from './profile.js';
import { emptyQuery, objectSchema } from './schemas.js';

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const profileBody = objectSchema({
  bio: nullableText(5000),
  experience: nullableText(10000),
  phoneNumber: { type: ['string', 'null'], pattern: PHONE_PATTERN, maxLength: 32 },
  skills: {
    type: 'array',
    maxItems: MAX_SKILLS,
    items: { type: 'string', minLength: 1, maxLength: SKILL_MAX_LENGTH },
  },
  location: nullableText(100),
  postcode: { type: ['string', 'null'], pattern: '^[A-Za-z0-9 ]{2,10}$', maxLength: 10 },
  availability: {
    type: 'array',
    maxItems: AVAILABILITY_SLOTS.length,
    items: { type: 'string', enum: AVAILABILITY_SLOTS },
  },
  visibleInTalentPool: { type: 'boolean' },
});

/** `GET/PUT /api/profile`: the signed-in candidate's own profile. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/profile',
    { onRequest: requireCandidate, schema: { querystring: emptyQuery } },
    async (request) => getProfile(app.db, signedInUser(request).id),
  );

  app.put<{ Body: ProfileInput }>(
    '/profile',
    { onRequest: requireCandidate, schema: { body: profileBody } },
    async (request) => saveProfile(app.db, signedInUser(request).id, request.body),
  );
};
