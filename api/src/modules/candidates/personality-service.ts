import { sql } from 'kysely';
import type { PersonalityResult } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';
import {
  firstInvalidAnswer,
  PERSONALITY_TYPES,
  QUIZ_QUESTIONS,
  scorePersonality,
  type QuizAnswers,
} from './personality.js';

// The personality quiz's result: kept on the candidate's profile and as their `assessments` row of
// kind 'personality' (with the answers and the trait scores).

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
    await kysely(tx)
      .insertInto('candidate_profiles')
      .values({ user_id: userId, personality_type: result.personalityType })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet((eb) => ({ personality_type: eb.ref('excluded.personality_type') })),
      )
      .execute();
    await kysely(tx)
      .insertInto('assessments')
      .values({
        kind: 'personality',
        candidate_id: userId,
        answers: sql`${JSON.stringify(answers)}::text::jsonb`,
        personality_type: result.personalityType,
        scores: sql`${JSON.stringify(result.scores)}::text::jsonb`,
        completed_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc.columns(['candidate_id', 'kind']).doUpdateSet((eb) => ({
          answers: eb.ref('excluded.answers'),
          personality_type: eb.ref('excluded.personality_type'),
          scores: eb.ref('excluded.scores'),
          completed_at: sql`now()`,
        })),
      )
      .execute();
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
  const row = await kysely(db)
    .selectFrom('assessments')
    .select(['personality_type', 'completed_at'])
    .where('candidate_id', '=', userId)
    .where('kind', '=', 'personality')
    .where('personality_type', 'is not', null)
    .$narrowType<{ personality_type: string }>()
    .executeTakeFirst();
  if (!row) return null;
  const type = PERSONALITY_TYPES.find((t) => t.name === row.personality_type);
  return {
    personalityType: row.personality_type,
    description: type?.description ?? null,
    strengths: type?.strengths ?? [],
    suitedRoles: type?.suitedRoles ?? [],
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
}
