import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './send';
import { api } from './client';
import type { SignInBody, SignUpBody, User } from '../contract/auth.js';
import { routes } from '../contract/addresses';
import { CURRENT_USER_KEY } from '../query-keys/session';
import { isRecruiter } from '../types/user';

/** The current-user query is cached 300000 ms (spec section 9). */
export const CURRENT_USER_STALE_MS = 300_000;

/** 401 means signed out (null); any other failure throws with the status and response text. */
export async function getCurrentUser(): Promise<User | null> {
  const res = await fetch(routes.auth.currentUser.path, { credentials: 'same-origin' });
  if (res.status === 401) return null;
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text}`, text);
  return JSON.parse(text) as User;
}

export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: getCurrentUser,
  staleTime: CURRENT_USER_STALE_MS,
  gcTime: CURRENT_USER_STALE_MS,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchInterval: false,
  retry: false,
} as const;

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** POST /api/auth/signup's body (the contract's `SignUpBody`). */
export type SignUpInput = SignUpBody;

export const signUp = (input: SignUpInput) => api(routes.auth.signup, { body: input });
export const signIn = (input: SignInBody) => api(routes.auth.login, { body: input });
export const exchangeSignInToken = (token: string) => api(routes.auth.token, { body: { token } });

/** Proves the address with a `/verify-email?token=…` link (204). */
export const verifyEmailAddress = (token: string) =>
  api(routes.auth.verifyEmail, { body: { token } });
/** Signed in: e-mails a fresh verification link (202). */
export const resendVerificationEmail = () => api(routes.auth.resendVerification, { body: {} });

/**
 * After the address is verified, the signed-in user (if any) is read again: `emailVerified` turns
 * true and the host's banner goes.
 */
export function refreshCurrentUser(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/** After a sign-in, sign-up or token exchange the page knows the user without a refetch. */
export function setSignedInUser(queryClient: QueryClient, user: User | null) {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => setSignedInUser(queryClient, user);
}

/** Sign-out is browser navigation to /api/logout (spec section 7). */
export function signOut() {
  window.location.assign(routes.auth.logout.path);
}

/** Where a user lands after signing in. */
export function homePathFor(user: Parameters<typeof isRecruiter>[0]): string {
  return isRecruiter(user) ? '/recruiter' : '/dashboard';
}
