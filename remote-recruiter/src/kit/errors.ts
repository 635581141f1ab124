import { ApiError } from 'shared-kernel';
import { COMMON } from '../texts';

/** The message a failed call shows: the API's own words, or a network hint. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return COMMON.networkError;
  return error instanceof Error ? error.message : COMMON.unexpected;
}
