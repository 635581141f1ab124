import { apiGet, apiWrite, ApiError } from 'shared-kernel';

// Only what the talent-pool screen needs from the profile: its visibility flag.

export interface ProfileVisibility {
  visibleInTalentPool: boolean;
  personalityType: string | null;
}

export const PROFILE_VISIBILITY_KEY = ['profile'] as const;

/** The profile; a 404 (no profile yet) means not visible (spec section 5). */
export async function getProfileVisibility(): Promise<ProfileVisibility | null> {
  try {
    return await apiGet<ProfileVisibility>('/api/profile');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { visibleInTalentPool: false, personalityType: null };
    throw error;
  }
}

export const setTalentPoolVisibility = (visible: boolean) =>
  apiWrite<ProfileVisibility>('PUT', '/api/profile', { visibleInTalentPool: visible });
