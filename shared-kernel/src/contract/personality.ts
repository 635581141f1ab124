// The personality (work-style) quiz (GET, POST /api/personality-quiz).
import { Type, type Static } from 'typebox';
import { DateTimeSchema, errorResponses, NoQuerySchema, nullable, WRITE_ERRORS } from './common.js';
import { defineRoute } from './route.js';

/** How many questions the quiz has (api/src/modules/candidates/personality.ts). */
export const PERSONALITY_QUIZ_QUESTIONS = 12;

export const PersonalityQuestionSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  options: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
});
export type PersonalityQuestion = Static<typeof PersonalityQuestionSchema>;

/** A type and what it means; `completedAt` on the stored result. */
export const PersonalityResultSchema = Type.Object({
  personalityType: Type.String(),
  description: nullable(Type.String()),
  strengths: Type.Array(Type.String()),
  suitedRoles: Type.Array(Type.String()),
  completedAt: Type.Optional(nullable(DateTimeSchema)),
});
export type PersonalityResult = Static<typeof PersonalityResultSchema>;

export const PersonalityQuizSchema = Type.Object({
  questions: Type.Array(PersonalityQuestionSchema),
  result: nullable(PersonalityResultSchema),
});
export type PersonalityQuiz = Static<typeof PersonalityQuizSchema>;

/** `{ answers: { [questionId]: optionId } }`, every question answered. */
export const PersonalityAnswersBodySchema = Type.Object(
  {
    answers: Type.Unsafe<Record<string, string>>({
      type: 'object',
      maxProperties: PERSONALITY_QUIZ_QUESTIONS,
      propertyNames: { maxLength: 20 },
      additionalProperties: { type: 'string', maxLength: 20 },
    }),
  },
  { additionalProperties: false },
);
export type PersonalityAnswersBody = Static<typeof PersonalityAnswersBodySchema>;

export const personalityRoutes = {
  /** The questions and the stored result (null before the first). */
  get: defineRoute('GET', '/api/personality-quiz', {
    querystring: NoQuerySchema,
    response: { 200: PersonalityQuizSchema, ...errorResponses(400, 401, 403) },
  }),
  /** Answers → personality type, stored on the profile. */
  submit: defineRoute('POST', '/api/personality-quiz', {
    body: PersonalityAnswersBodySchema,
    response: { 200: PersonalityResultSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
};
