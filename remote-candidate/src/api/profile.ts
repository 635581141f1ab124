import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  ApiError,
  DASHBOARD_QUERY_OPTIONS,
  profileKeys,
  recommendationKeys,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { CandidateProfile, ProfileInput } from 'shared-kernel/contract';

// The candidate's profile (routes.profiles.get, save). A 404 means "no profile yet".

export type { CandidateProfile, ProfileInput };

/** A read where a 404 means "nothing yet" (null); any other failure throws. */
export async function orNoData<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getProfile = () => orNoData(() => api(routes.profiles.get));

export const saveProfile = (input: ProfileInput) => api(routes.profiles.save, { body: input });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.mine(), queryFn: getProfile });

export function useProfile({ dashboard = false } = {}) {
  return useQuery({ ...profileQueryOptions(), ...(dashboard ? DASHBOARD_QUERY_OPTIONS : {}) });
}

/**
 * Saves the profile (or a part of it: the talent-pool switch); the saved profile goes straight
 * into the cache (completion shows at once) and the recommendations, which read the skills, read
 * again.
 */
export function useSaveProfile({ onSuccess, ...config }: MutationConfig<typeof saveProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveProfile,
    onSuccess: (...args) => {
      const [saved] = args;
      if (saved)
        queryClient.setQueryData(profileQueryOptions().queryKey, (old) =>
          old ? { ...old, ...saved } : saved,
        );
      void queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
      return onSuccess?.(...args);
    },
  });
}
