import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { publicKnowledgeQuestions } from './hospitality-quiz.js';
import { quizHistory, submitAttempt } from './hospitality-quiz-service.js';

/**
 * `GET /api/hospitality-quiz`: the questions (without answers) and the candidate's latest attempt,
 * best score and attempt count. `POST` scores and stores an attempt (candidates).
 */
export const hospitalityQuizRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/hospitality-quiz.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...fromContract(app, routes.hospitalityQuiz.get),
    onRequest: requireCandidate,
    handler: async (request) => ({
      questions: publicKnowledgeQuestions(),
      ...(await quizHistory(app.db, signedInUser(request).id)),
    }),
  });

  app.route({
    ...fromContract(app, routes.hospitalityQuiz.submit),
    onRequest: requireCandidate,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await submitAttempt(app.db, signedInUser(request).id, request.body.answers)),
  });
};
