import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { publicQuestions } from './personality.js';
import { storedPersonality, submitPersonalityQuiz } from './personality-service.js';

/**
 * `GET/POST /api/personality-quiz`: the questions and the stored result (null before the first
 * attempt); answers → personality type (candidates).
 */
export const personalityRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/personality.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...fromContract(app, routes.personality.get),
    onRequest: requireCandidate,
    handler: async (request) => ({
      questions: publicQuestions(),
      result: await storedPersonality(app.db, signedInUser(request).id),
    }),
  });

  app.route({
    ...fromContract(app, routes.personality.submit),
    onRequest: requireCandidate,
    handler: async (request) =>
      submitPersonalityQuiz(app.db, signedInUser(request).id, request.body.answers),
  });
};
