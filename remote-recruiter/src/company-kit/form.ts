import { useState } from 'react';
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

/**
 * A form's typed values, its field errors and its alert. Changing a field clears that field's
 * error; `showSaveError` puts a failed save under its field or in the alert.
 */
export function useFormState<K extends string>(
  initial: Record<K, string> | (() => Record<K, string>),
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const update = (field: K, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const change = (field: K) => (event: { target: { value: string } }) =>
    update(field, event.target.value);
  const showSaveError = (error: unknown, fields: readonly K[]) => {
    const shown = saveErrorFrom(error, fields);
    if ('field' in shown) setErrors({ [shown.field]: shown.message } as FieldErrors<K>);
    else setAlert(shown.alert);
  };
  return { values, setValues, errors, setErrors, alert, setAlert, update, change, showSaveError };
}

export const looksLikeUrl = (value: string) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim());
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** '2026-03-04' of a Date, in UTC (the API's days are UTC days). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A label from a vocabulary value: 'full_time' → 'Full time'. */
export const labelOf = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
