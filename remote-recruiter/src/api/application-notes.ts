import type {
  ApplicationLabels,
  ApplicationNote,
  ApplicationNotes,
  ApplicationTags,
} from 'shared-kernel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import { applicationKeys } from './applications';

// The company's private notes and tags on an application, a job's labels for the board, and the
// CSV export of a job's applicants. Shapes: shared-kernel/src/contract/application-notes.ts.

export type { ApplicationLabels, ApplicationNote, ApplicationNotes };

/** Under the applications root, so anything that reads the pipeline again reads these too. */
export const noteKeys = {
  all: [...applicationKeys.all, 'notes'] as const,
  application: (id: string) => [...noteKeys.all, 'application', id] as const,
  job: (jobId: string) => [...noteKeys.all, 'job', jobId] as const,
};

export const fetchApplicationNotes = (id: string) =>
  apiGet<ApplicationNotes>(`/api/applications/${id}/notes`);

export const fetchJobLabels = (jobId: string) =>
  apiGet<ApplicationLabels>(`/api/jobs/${jobId}/application-labels`);

export const applicationNotesQueryOptions = (id: string) =>
  queryOptions({ queryKey: noteKeys.application(id), queryFn: () => fetchApplicationNotes(id) });

export const jobLabelsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: noteKeys.job(jobId), queryFn: () => fetchJobLabels(jobId) });

export const useApplicationNotes = (id: string) => useQuery(applicationNotesQueryOptions(id));
export const useJobLabels = (jobId: string) => useQuery(jobLabelsQueryOptions(jobId));

export const addNote = ({ applicationId, body }: { applicationId: string; body: string }) =>
  apiWrite<ApplicationNote>('POST', `/api/applications/${applicationId}/notes`, { body });

export const removeNote = (id: string) => apiWrite<null>('DELETE', `/api/application-notes/${id}`);

export const setTags = ({ applicationId, tags }: { applicationId: string; tags: string[] }) =>
  apiWrite<ApplicationTags>('PUT', `/api/applications/${applicationId}/tags`, { tags });

/** The download address of a job's applicants as CSV (a plain link: the cookie signs it in). */
export const applicantsCsvUrl = (jobId: string) => `/api/jobs/${jobId}/applicants.csv`;

/** Notes and tags change: the application's notes and every job's labels read again. */
function useInvalidateNotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: noteKeys.all });
}

export function useAddNote({ onSuccess, ...config }: MutationConfig<typeof addNote> = {}) {
  const invalidate = useInvalidateNotes();
  return useMutation({
    ...config,
    mutationFn: addNote,
    onSuccess: async (...args) => {
      await invalidate();
      return onSuccess?.(...args);
    },
  });
}

export function useRemoveNote({ onSuccess, ...config }: MutationConfig<typeof removeNote> = {}) {
  const invalidate = useInvalidateNotes();
  return useMutation({
    ...config,
    mutationFn: removeNote,
    onSuccess: async (...args) => {
      await invalidate();
      return onSuccess?.(...args);
    },
  });
}

export function useSetTags({ onSuccess, ...config }: MutationConfig<typeof setTags> = {}) {
  const invalidate = useInvalidateNotes();
  return useMutation({
    ...config,
    mutationFn: setTags,
    onSuccess: async (...args) => {
      await invalidate();
      return onSuccess?.(...args);
    },
  });
}
