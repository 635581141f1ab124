// A candidate's own profile and assessments, and the talent pool the companies search.

export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
};

export const personalityKeys = {
  all: ['personality-quiz'] as const,
  quiz: () => [...personalityKeys.all, 'quiz'] as const,
};

export const hospitalityQuizKeys = {
  all: ['hospitality-quiz'] as const,
  quiz: () => [...hospitalityQuizKeys.all, 'quiz'] as const,
};

/**
 * Culture answers, the candidate's and the company's: one cache entry each, whichever screen
 * (onboarding, culture form, strategy canvas) reads or writes them.
 */
export const cultureKeys = {
  all: ['culture'] as const,
  candidate: () => [...cultureKeys.all, 'candidate'] as const,
  company: () => [...cultureKeys.all, 'company'] as const,
};

/** The search form's values (remote-recruiter's `TalentPoolSearch`). */
export type TalentPoolFilters = Readonly<Record<string, unknown>>;

export const talentPoolKeys = {
  all: ['talent-pool'] as const,
  lists: () => [...talentPoolKeys.all, 'list'] as const,
  list: (filters: TalentPoolFilters) => [...talentPoolKeys.lists(), filters] as const,
  details: () => [...talentPoolKeys.all, 'detail'] as const,
  detail: (candidateId: string) => [...talentPoolKeys.details(), candidateId] as const,
};
