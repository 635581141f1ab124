import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  applicationKeys,
  dashboardKeys,
  jobKeys,
  offerKeys,
  venueKeys,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { CloseJobBody, CloseJobResult } from 'shared-kernel/contract';

// Closing or filling a job so that nobody is left waiting (POST /api/jobs/:id/close): every open
// application is rejected with the (editable) kind message or moved to another open job
// (routes.hiring.closeJob).
// Shapes: shared-kernel/src/contract/hiring.ts.

export type { CloseJobBody, CloseJobResult };

export const closeJobResolvingApplications = ({
  jobId,
  body,
}: {
  jobId: string;
  body: CloseJobBody;
}) => api(routes.hiring.closeJob, { params: { id: jobId }, body });

/**
 * The job, the company's job lists (under `jobKeys.all`), the venues (their job counts), every
 * pipeline, offers and the dashboard read again.
 */
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
        [jobKeys.all, venueKeys.all, dashboardKeys.all, applicationKeys.all, offerKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return onSuccess?.(...args);
    },
  });
}
