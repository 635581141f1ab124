import { useMutation } from '@tanstack/react-query';
import { api, type MutationConfig, routes } from 'shared-kernel';
import type { ForgotPasswordBody, ResetPasswordBody } from 'shared-kernel/contract';

// A forgotten password (routes.auth.forgotPassword, resetPassword): the e-mailed link, then the
// new password. No session needed. Shapes: shared-kernel/src/contract/auth.ts.

/** Answers 202 with the same message whether the account exists or not. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  api(routes.auth.forgotPassword, { body });

/** 204 on success; 400 when the code is used or expired (or the password is too weak). */
export const resetPassword = (body: ResetPasswordBody) => api(routes.auth.resetPassword, { body });

export const useRequestPasswordReset = (config: MutationConfig<typeof requestPasswordReset> = {}) =>
  useMutation({ ...config, mutationFn: requestPasswordReset });

export const useResetPassword = (config: MutationConfig<typeof resetPassword> = {}) =>
  useMutation({ ...config, mutationFn: resetPassword });
