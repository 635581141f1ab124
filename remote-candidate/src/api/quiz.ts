import { apiGet, apiWrite } from 'shared-kernel';

// The hospitality knowledge quiz, scored and stored by the API.

export type QuizCategory = 'service' | 'food_safety' | 'bar';

export interface KnowledgeQuestion {
  id: string;
  category: QuizCategory;
  text: string;
  options: { id: string; text: string }[];
}

export interface QuizAttempt {
  score: number;
  total: number;
  byCategory: Record<QuizCategory, { score: number; total: number }>;
  feedback: {
    questionId: string;
    chosen: string | null;
    correct: boolean;
    correctOptionId: string;
    explanation: string;
  }[];
  completedAt: string;
}

export interface HospitalityQuiz {
  questions: KnowledgeQuestion[];
  latest: QuizAttempt | null;
  bestScore: number | null;
  attempts: number;
}

export const HOSPITALITY_QUIZ_KEY = ['hospitality-quiz'] as const;

export const getHospitalityQuiz = () => apiGet<HospitalityQuiz>('/api/hospitality-quiz');

export const submitHospitalityQuiz = (answers: Record<string, string>) =>
  apiWrite<QuizAttempt>('POST', '/api/hospitality-quiz', { answers });
