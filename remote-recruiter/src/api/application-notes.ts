import type { ApplicationLabels, ApplicationNote, ApplicationNotes } from 'shared-kernel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, type MutationConfig, pathOf, routes } from 'shared-kernel';

// The company's private notes and tags on an application, a job's labels for the board, and the
// CSV export of a job's applicants. Shapes: shared-kernel/src/contract/application-notes.ts.

export type { ApplicationLabels, ApplicationNote, ApplicationNotes };

export const fetchApplicationNotes = (id: string) =>
  api(routes.applicationNotes.list, { params: { id } });

export const fetchJobLabels = (jobId: string) =>
  api(routes.applicationNotes.jobLabels, { params: { id: jobId } });

export const applicationNotesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.noteList(id),
    queryFn: () => fetchApplicationNotes(id),
  });

export const jobLabelsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: applicationKeys.labels(jobId), queryFn: () => fetchJobLabels(jobId) });

export const useApplicationNotes = (id: string) => useQuery(applicationNotesQueryOptions(id));
export const useJobLabels = (jobId: string) => useQuery(jobLabelsQueryOptions(jobId));

export const addNote = ({ applicationId, body }: { applicationId: string; body: string }) =>
  api(routes.applicationNotes.add, { params: { id: applicationId }, body: { body } });

export const removeNote = (id: string) => api(routes.applicationNotes.remove, { params: { id } });

export const setTags = ({ applicationId, tags }: { applicationId: string; tags: string[] }) =>
  api(routes.applicationNotes.setTags, { params: { id: applicationId }, body: { tags } });

/** The download address of a job's applicants as CSV (a plain link: the cookie signs it in). */
export const applicantsCsvUrl = (jobId: string) =>
  pathOf(routes.applicationNotes.exportCsv.path, { id: jobId });

/**
 * Notes and tags change: the application's notes and every job's labels read again (they sit
 * under the applications root, so anything that reads the pipeline again reads these too).
 */
function useInvalidateNotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.notes() });
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
