import { ApiError } from 'shared-kernel';
import { COMMON, ONBOARDING } from '../../texts';

export type Errors<K extends string> = Partial<Record<K, string>>;

/** An optional web address: empty, or http(s)://… */
export function isWebAddress(value: string): boolean {
  if (!value.trim()) return true;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const checkWebAddress = (value: string, label: string) =>
  isWebAddress(value) ? undefined : ONBOARDING.invalidUrl(label);

/** '' → null, otherwise the trimmed text. */
export const orNull = (value: string) => value.trim() || null;

/**
 * A failed save: a 400 naming one of the form's fields goes under it (by the form's own key for
 * that API field); anything else goes in the step's alert.
 */
export function errorFor<K extends string>(
  error: unknown,
  fieldOf: Partial<Record<string, K>>,
): { field: K; message: string } | { alert: string } {
  if (error instanceof ApiError) {
    const field = error.field ? fieldOf[error.field] : undefined;
    if (field && error.status === 400) return { field, message: error.message };
    return { alert: error.message };
  }
  return { alert: COMMON.networkError };
}
