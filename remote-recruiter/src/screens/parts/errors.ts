import { ApiError } from 'shared-kernel';
import { COMMON } from '../../texts';

/** The message a failed call shows: the API's own words, or a network hint. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return COMMON.networkError;
  return error instanceof Error ? error.message : COMMON.unexpected;
}

/** The field a 400 named, if the form has it. */
export function fieldOf<K extends string>(error: unknown, fields: readonly K[]): K | null {
  if (error instanceof ApiError && error.status === 400 && error.field) {
    const field = fields.find((f) => f === error.field);
    return field ?? null;
  }
  return null;
}
