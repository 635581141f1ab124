import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/http';
import { FORM_TEXTS } from './texts';

/** What a failed call says when it never reached the API (fetch rejects when offline). */
export const NETWORK_ERROR_MESSAGE: string = FORM_TEXTS.networkError;

export type ApplyApiErrorOptions<T extends FieldValues> = {
  /** The form field an API field is about, when the names differ ('venues.0.name' → 'venueName'). */
  fieldOf?: (apiField: string) => Path<T> | undefined;
  /** A status that is about one field without naming it (409 → 'email' on sign-up). */
  byStatus?: Partial<Record<number, Path<T>>>;
  /** The alert when the call never reached the API (default: NETWORK_ERROR_MESSAGE). */
  networkMessage?: string;
};

/** Whether `path` ('email', 'venues.0.name') is one of the form's values. */
function hasValue(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** The alert for a failed call: the API's message, or the network message when it was not reached. */
export function apiErrorMessage(error: unknown, networkMessage = NETWORK_ERROR_MESSAGE): string {
  return error instanceof ApiError ? error.message : networkMessage;
}

/**
 * The one mapper from a failed call to a form (docs/architecture.md, "One way to build a form"):
 * an `ApiError` whose `field` names a field of the form (or a status routed to one) puts its
 * message under that field, focused, and gives null; anything else gives the message for the
 * form's alert (the API's message, or the network message when the API was not reached).
 */
export function applyApiError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  { fieldOf, byStatus = {}, networkMessage = NETWORK_ERROR_MESSAGE }: ApplyApiErrorOptions<T> = {},
): string | null {
  if (!(error instanceof ApiError)) return apiErrorMessage(error, networkMessage);
  const values = form.getValues();
  const named = error.field ? (fieldOf?.(error.field) ?? error.field) : undefined;
  const field =
    named && hasValue(values, named) ? (named as Path<T>) : (byStatus[error.status] ?? undefined);
  if (!field) return error.message;
  form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  return null;
}
