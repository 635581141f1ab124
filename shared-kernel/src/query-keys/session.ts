// The signed-in person: the current user and their own account.

/**
 * GET /api/auth/user. A root of its own, under no other key: it is cached five minutes and never
 * refetched on mount or focus (spec section 9), so only an explicit invalidation reads it again.
 */
export const CURRENT_USER_KEY = ['current-user'] as const;

/** The signed-in user's account settings (both roles' /settings). */
export const accountKeys = {
  all: ['account'] as const,
  account: () => [...accountKeys.all, 'details'] as const,
  emailPreferences: () => [...accountKeys.all, 'email-preferences'] as const,
};
