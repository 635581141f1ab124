import { apiGet, apiWrite, ApiError } from 'shared-kernel';
import { type CultureResponses } from 'shared-kernel/rules';

// The personality quiz and the candidate's culture answers (spec sections 3 and 7).

export interface PersonalityQuestion {
  id: string;
  text: string;
  options: { id: string; text: string }[];
}

export interface PersonalityResult {
  personalityType: string;
  description: string | null;
  strengths: string[];
  suitedRoles: string[];
  completedAt?: string | null;
}

export interface PersonalityQuiz {
  questions: PersonalityQuestion[];
  result: PersonalityResult | null;
}

export const PERSONALITY_QUIZ_KEY = ['personality-quiz'] as const;
export const CANDIDATE_CULTURE_KEY = ['cultural-assessment', 'candidate'] as const;

export const getPersonalityQuiz = () => apiGet<PersonalityQuiz>('/api/personality-quiz');

export const submitPersonalityQuiz = (answers: Record<string, string>) =>
  apiWrite<PersonalityResult>('POST', '/api/personality-quiz', { answers });

export interface CandidateCulture {
  responses: CultureResponses;
  updatedAt: string;
}

/** The stored culture answers; a 404 means none yet (spec section 5), other failures throw. */
export async function getCandidateCulture(): Promise<CandidateCulture | null> {
  try {
    return await apiGet<CandidateCulture>('/api/cultural-assessment?assessmentType=candidate');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveCandidateCulture = (responses: CultureResponses) =>
  apiWrite<CandidateCulture>('PUT', '/api/cultural-assessment?assessmentType=candidate', {
    assessmentType: 'candidate',
    responses,
  });
