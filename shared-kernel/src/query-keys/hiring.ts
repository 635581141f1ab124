// The hiring steps both sides see: interviews, offers, and the company's scorecards.

export const interviewKeys = {
  all: ['interviews'] as const,
  list: () => [...interviewKeys.all, 'list'] as const,
  /** The recruiter's weekly hours candidates book into (issue 32): under the interviews. */
  availability: () => [...interviewKeys.all, 'availability'] as const,
};

export const offerKeys = {
  all: ['offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
};

export const scorecardKeys = {
  all: ['scorecards'] as const,
  list: () => [...scorecardKeys.all, 'list'] as const,
};
