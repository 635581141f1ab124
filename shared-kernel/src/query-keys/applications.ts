// Applications: the candidate's own, a job's pipeline (the company's), one application, and the
// company's notes, tags and labels on them.

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  /** `{}`: the candidate's own; `{ jobId }`: one job's pipeline, the company's. */
  list: (filters: { jobId?: string } = {}) => [...applicationKeys.lists(), filters] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  /** One application as the candidate reads it. */
  detail: (id: string) => [...applicationKeys.details(), id] as const,
  /** The free times the application's booking invitation offers (issue 32): under the application. */
  slots: (id: string) => [...applicationKeys.detail(id), 'slots'] as const,
  /** The company's fuller view of it (history, interviews, scorecards): under the same detail. */
  review: (id: string) => [...applicationKeys.detail(id), 'review'] as const,
  /**
   * Its new-starter pack (issue 43), the same key for the candidate and the company: under the
   * detail, so a live event or a move of the application reads it again.
   */
  newStarter: (id: string) => [...applicationKeys.detail(id), 'new-starter'] as const,
  /** The company's private notes and tags, and each job's labels for the board. */
  notes: () => [...applicationKeys.all, 'notes'] as const,
  noteList: (applicationId: string) =>
    [...applicationKeys.notes(), 'application', applicationId] as const,
  labels: (jobId: string) => [...applicationKeys.notes(), 'job', jobId] as const,
};
