import { sql } from 'kysely';
import type { HospitalityQuiz, QuizAttempt } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';
import {
  firstInvalidKnowledgeAnswer,
  KNOWLEDGE_QUESTIONS,
  scoreKnowledgeQuiz,
  type KnowledgeAnswers,
} from './hospitality-quiz.js';

// The hospitality knowledge quiz's attempts (hospitality_quiz_attempts), one row per attempt.

type AttemptRow = { answers: KnowledgeAnswers; completed_at: Date | string };

const toAttempt = (row: AttemptRow): QuizAttempt => ({
  ...scoreKnowledgeQuiz(row.answers),
  completedAt: new Date(row.completed_at).toISOString(),
});

/** The latest attempt (re-scored from its answers, with feedback), the best score and the count. */
export async function quizHistory(
  db: Db,
  candidateId: string,
): Promise<Omit<HospitalityQuiz, 'questions'>> {
  const attempts = kysely(db)
    .selectFrom('hospitality_quiz_attempts')
    .where('candidate_id', '=', candidateId);
  const latest = await attempts
    .select(['answers', 'completed_at'])
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .$narrowType<{ answers: KnowledgeAnswers }>()
    .executeTakeFirst();
  const stats = await attempts
    .select((eb) => [
      eb.cast<number | null>(eb.fn.max('score'), 'integer').as('best'),
      eb.cast<number>(eb.fn.countAll(), 'integer').as('attempts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    latest: latest ? toAttempt(latest) : null,
    bestScore: stats.best,
    attempts: stats.attempts,
  };
}

/** Scores the answers and stores them as a new attempt; 400 naming a bad answer. */
export async function submitAttempt(
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
  const row = await kysely(db)
    .insertInto('hospitality_quiz_attempts')
    .values({
      candidate_id: candidateId,
      answers: sql`${JSON.stringify(answers)}::text::jsonb`,
      score: result.score,
      total: result.total,
    })
    .returning('completed_at')
    .executeTakeFirstOrThrow();
  return { ...result, completedAt: new Date(row.completed_at).toISOString() };
}
