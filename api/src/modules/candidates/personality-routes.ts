import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { personalityRoutes as schemas, type PersonalityResult } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  firstInvalidAnswer,
  publicQuestions,
  PERSONALITY_TYPES,
  QUIZ_QUESTIONS,
  scorePersonality,
  type QuizAnswers,
} from './personality.js';
/** Scores the answers and stores the result on the profile and as the personality assessment. */
export async function submitPersonalityQuiz(
  db: Db,
  userId: string,
  answers: QuizAnswers,
): Promise<PersonalityResult> {
  const invalid = firstInvalidAnswer(answers);
  if (invalid) {
    throw badRequest(
      invalid.missing
        ? `Question ${invalid.questionId} is not answered`
        : `The answer to question ${invalid.questionId} is not one of its options`,
      `answers.${invalid.questionId}`,
    );
  }
  const known = new Set(QUIZ_QUESTIONS.map((question) => question.id));
  const unknown = Object.keys(answers).find((id) => !known.has(id));
  if (unknown) throw badRequest(`There is no question ${unknown}`, `answers.${unknown}`);

  const result = scorePersonality(answers);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO candidate_profiles (user_id, personality_type) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET personality_type = EXCLUDED.personality_type`,
      [userId, result.personalityType],
    );
    await tx.query(
      `INSERT INTO assessments (kind, candidate_id, answers, personality_type, scores, completed_at)
       VALUES ('personality', $1, $2::text::jsonb, $3, $4::text::jsonb, now())
       ON CONFLICT (candidate_id, kind) DO UPDATE SET
         answers = EXCLUDED.answers, personality_type = EXCLUDED.personality_type,
         scores = EXCLUDED.scores, completed_at = now()`,
      [userId, JSON.stringify(answers), result.personalityType, JSON.stringify(result.scores)],
    );
  });
  return {
    personalityType: result.personalityType,
    description: result.description,
    strengths: result.strengths,
    suitedRoles: result.suitedRoles,
  };
}

/** The candidate's stored type with what it means (null before they take the quiz). */
export async function storedPersonality(db: Db, userId: string): Promise<PersonalityResult | null> {
  const { rows } = await db.query<{ personality_type: string; completed_at: Date | string | null }>(
    `SELECT personality_type, completed_at FROM assessments
     WHERE candidate_id = $1 AND kind = 'personality' AND personality_type IS NOT NULL`,
    [userId],
  );
  if (!rows[0]) return null;
  const type = PERSONALITY_TYPES.find((t) => t.name === rows[0].personality_type);
  return {
    personalityType: rows[0].personality_type,
    description: type?.description ?? null,
    strengths: type?.strengths ?? [],
    suitedRoles: type?.suitedRoles ?? [],
    completedAt: rows[0].completed_at ? new Date(rows[0].completed_at).toISOString() : null,
  };
}

/**
 * `GET/POST /api/personality-quiz`: the questions and the stored result (null before the first
 * attempt); answers → personality type (candidates).
 */
export const personalityRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/personality.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/personality-quiz',
    { onRequest: requireCandidate, schema: schemas.get },
    async (request) => ({
      questions: publicQuestions(),
      result: await storedPersonality(app.db, signedInUser(request).id),
    }),
  );

  app.post(
    '/personality-quiz',
    { onRequest: requireCandidate, schema: schemas.submit },
    async (request) =>
      submitPersonalityQuiz(app.db, signedInUser(request).id, request.body.answers),
  );
};
