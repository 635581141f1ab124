import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite, type MutationConfig } from 'shared-kernel';
import type { CloseJobBody, CloseJobResult } from 'shared-kernel/contract';
import { applicationKeys } from './applications';
import { dashboardKeys } from './dashboard';
import { jobKeys } from './jobs';
import { offerKeys } from './offers';
import { companyJobKeys, venueKeys } from './venues';

// Closing or filling a job so that nobody is left waiting (POST /api/jobs/:id/close): every open
// application is rejected with the (editable) kind message or moved to another open job.
// Shapes: shared-kernel/src/contract/hiring.ts.

export type { CloseJobBody, CloseJobResult };

export const closeJobResolvingApplications = async ({
  jobId,
  body,
}: {
  jobId: string;
  body: CloseJobBody;
}) => {
  const result = await apiWrite<CloseJobResult>(
    'POST',
    `/api/jobs/${encodeURIComponent(jobId)}/close`,
    body,
  );
  if (!result) throw new Error('Not signed in');
  return result;
};

/** The job, the company's job lists, every pipeline, offers and the dashboard read again. */
export function useCloseJobResolvingApplications({
  onSuccess,
  ...config
}: MutationConfig<typeof closeJobResolvingApplications> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: closeJobResolvingApplications,
    onSuccess: async (...args) => {
      await Promise.all(
        [
          jobKeys.all,
          companyJobKeys.all,
          venueKeys.all,
          dashboardKeys.all,
          applicationKeys.all,
          offerKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return onSuccess?.(...args);
    },
  });
}
