// The hospitality knowledge quiz (GET, POST /api/hospitality-quiz): scored and stored by the API.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  NoQuerySchema,
  nullable,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { QUIZ_CATEGORIES, type QuizCategory } from './vocabularies.js';

/** How many questions the quiz has (api/src/modules/candidates/hospitality-quiz.ts). */
export const HOSPITALITY_QUIZ_QUESTIONS = 15;

export const QuizCategorySchema = vocabulary(QUIZ_CATEGORIES);

const OptionSchema = Type.Object({ id: Type.String(), text: Type.String() });

/** A question as the candidate sees it: no correct answer, no explanation. */
export const KnowledgeQuestionSchema = Type.Object({
  id: Type.String(),
  category: QuizCategorySchema,
  text: Type.String(),
  options: Type.Array(OptionSchema),
});
export type KnowledgeQuestion = Static<typeof KnowledgeQuestionSchema>;

const ScoreSchema = Type.Object({
  score: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});

export const QuizAttemptSchema = Type.Object({
  score: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  byCategory: Type.Object(
    Object.fromEntries(QUIZ_CATEGORIES.map((category) => [category, ScoreSchema])) as Record<
      QuizCategory,
      typeof ScoreSchema
    >,
  ),
  feedback: Type.Array(
    Type.Object({
      questionId: Type.String(),
      chosen: nullable(Type.String()),
      correct: Type.Boolean(),
      correctOptionId: Type.String(),
      explanation: Type.String(),
    }),
  ),
  completedAt: DateTimeSchema,
});
export type QuizAttempt = Static<typeof QuizAttemptSchema>;

export const HospitalityQuizSchema = Type.Object({
  questions: Type.Array(KnowledgeQuestionSchema),
  latest: nullable(QuizAttemptSchema),
  bestScore: nullable(Type.Integer({ minimum: 0 })),
  attempts: Type.Integer({ minimum: 0 }),
});
export type HospitalityQuiz = Static<typeof HospitalityQuizSchema>;

/** `{ answers: { [questionId]: optionId } }`, every question answered (a 400 names the first not). */
export const QuizSubmissionSchema = Type.Object(
  {
    answers: Type.Unsafe<Record<string, string>>({
      type: 'object',
      maxProperties: HOSPITALITY_QUIZ_QUESTIONS,
      propertyNames: { maxLength: 20 },
      additionalProperties: { type: 'string', maxLength: 20 },
    }),
  },
  { additionalProperties: false },
);
export type QuizSubmission = Static<typeof QuizSubmissionSchema>;

export const hospitalityQuizRoutes = {
  /** The questions, the latest attempt, the best score, the count. */
  get: defineRoute('GET', '/api/hospitality-quiz', {
    querystring: NoQuerySchema,
    response: { 200: HospitalityQuizSchema, ...errorResponses(400, 401, 403) },
  }),
  /** Scores and stores an attempt. */
  submit: defineRoute('POST', '/api/hospitality-quiz', {
    body: QuizSubmissionSchema,
    response: { 201: QuizAttemptSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
};
