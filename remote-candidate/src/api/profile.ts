import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiWrite, DASHBOARD_QUERY_OPTIONS } from 'shared-kernel';
import { type CultureResponses } from 'shared-kernel/rules';

// The candidate's profile (GET/PUT /api/profile) and culture answers
// (GET /api/cultural-assessment?assessmentType=candidate). A 404 on either means "no data".

export interface CandidateProfile {
  bio: string | null;
  experience: string | null;
  phoneNumber: string | null;
  personalityType: string | null;
  skills: string[];
  culturalAlignmentScore: number | null;
  location: string | null;
  postcode: string | null;
  availability: string[];
  visibleInTalentPool: boolean;
  completion: number;
}

export type ProfileInput = Partial<
  Pick<
    CandidateProfile,
    | 'bio'
    | 'experience'
    | 'phoneNumber'
    | 'skills'
    | 'location'
    | 'availability'
    | 'visibleInTalentPool'
  >
>;

export const PROFILE_KEY = ['/api/profile'] as const;
export const CULTURE_KEY = ['/api/cultural-assessment', 'candidate'] as const;

async function orNoData<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getProfile = () => orNoData(() => apiGet<CandidateProfile>('/api/profile'));

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: getProfile, ...DASHBOARD_QUERY_OPTIONS });
}

export const CULTURE_FETCH_FAILED = 'Failed to fetch culture answers';

export async function getCultureResponses(): Promise<CultureResponses | null> {
  try {
    const answer = await apiGet<{ responses?: CultureResponses }>(
      '/api/cultural-assessment?assessmentType=candidate',
    );
    return answer?.responses ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new Error(CULTURE_FETCH_FAILED);
  }
}

export function useCultureResponses() {
  return useQuery({
    queryKey: CULTURE_KEY,
    queryFn: getCultureResponses,
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

/** Saves the profile; the saved profile goes straight into the cache (completion shows at once). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiWrite<CandidateProfile>('PUT', '/api/profile', input),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: ['/api/job-recommendations'] });
    },
  });
}

/** Shows or hides the candidate in the talent pool (PUT /api/profile); answers the saved profile. */
export const setTalentPoolVisibility = (visible: boolean) =>
  apiWrite<CandidateProfile>('PUT', '/api/profile', { visibleInTalentPool: visible });
