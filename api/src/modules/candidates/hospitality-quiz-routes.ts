import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  hospitalityQuizRoutes as schemas,
  type HospitalityQuiz,
  type QuizAttempt,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  firstInvalidKnowledgeAnswer,
  KNOWLEDGE_QUESTIONS,
  publicKnowledgeQuestions,
  scoreKnowledgeQuiz,
  type KnowledgeAnswers,
} from './hospitality-quiz.js';
type AttemptRow = { answers: KnowledgeAnswers; completed_at: Date | string };

const toAttempt = (row: AttemptRow): QuizAttempt => ({
  ...scoreKnowledgeQuiz(row.answers),
  completedAt: new Date(row.completed_at).toISOString(),
});

/** The latest attempt (re-scored from its answers, with feedback), the best score and the count. */
async function quizHistory(
  db: Db,
  candidateId: string,
): Promise<Omit<HospitalityQuiz, 'questions'>> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT answers, completed_at FROM hospitality_quiz_attempts WHERE candidate_id = $1
     ORDER BY completed_at DESC, id DESC LIMIT 1`,
    [candidateId],
  );
  const { rows: stats } = await db.query<{ best: number | null; attempts: number }>(
    `SELECT max(score)::int AS best, count(*)::int AS attempts
     FROM hospitality_quiz_attempts WHERE candidate_id = $1`,
    [candidateId],
  );
  return {
    latest: rows[0] ? toAttempt(rows[0]) : null,
    bestScore: stats[0].best,
    attempts: stats[0].attempts,
  };
}

async function submitAttempt(
  db: Db,
  candidateId: string,
  answers: KnowledgeAnswers,
): Promise<QuizAttempt> {
  const known = new Set(KNOWLEDGE_QUESTIONS.map((q) => q.id));
  const unknown = Object.keys(answers).find((id) => !known.has(id));
  if (unknown) throw badRequest(`There is no question ${unknown}`, `answers.${unknown}`);
  const invalid = firstInvalidKnowledgeAnswer(answers);
  if (invalid) {
    throw badRequest(
      invalid.missing
        ? `Question ${invalid.questionId.slice(1)} is not answered`
        : `The answer to question ${invalid.questionId.slice(1)} is not one of its options`,
      `answers.${invalid.questionId}`,
    );
  }
  const result = scoreKnowledgeQuiz(answers);
  const { rows } = await db.query<{ completed_at: Date | string }>(
    `INSERT INTO hospitality_quiz_attempts (candidate_id, answers, score, total)
     VALUES ($1, $2::text::jsonb, $3, $4) RETURNING completed_at`,
    [candidateId, JSON.stringify(answers), result.score, result.total],
  );
  return { ...result, completedAt: new Date(rows[0].completed_at).toISOString() };
}

/**
 * `GET /api/hospitality-quiz`: the questions (without answers) and the candidate's latest attempt,
 * best score and attempt count. `POST` scores and stores an attempt (candidates).
 */
export const hospitalityQuizRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/hospitality-quiz.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hospitality-quiz',
    { onRequest: requireCandidate, schema: schemas.get },
    async (request) => ({
      questions: publicKnowledgeQuestions(),
      ...(await quizHistory(app.db, signedInUser(request).id)),
    }),
  );

  app.post(
    '/hospitality-quiz',
    { onRequest: requireCandidate, schema: schemas.submit },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitAttempt(app.db, signedInUser(request).id, request.body.answers)),
  );
};
