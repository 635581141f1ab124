import { ApiError } from 'shared-kernel';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A failed save, as the form shows it: a 400 naming one of the form's fields goes under that
 * field; anything else goes in the form's alert.
 */
export function saveErrorFrom<K extends string>(
  error: unknown,
  fields: readonly K[],
): { field: K; message: string } | { alert: string } {
  if (error instanceof ApiError) {
    const field = fields.find((f) => f === error.field);
    if (field && error.status === 400) return { field, message: error.message };
    return { alert: error.message };
  }
  return { alert: 'Could not reach HospoHire. Check your connection and try again.' };
}

export const looksLikeUrl = (value: string) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim());
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** '2026-03-04' of a Date, in UTC (the API's days are UTC days). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A label from a vocabulary value: 'full_time' → 'Full time'. */
export const labelOf = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
