import { ApiError, homePathFor, isRecruiter, type User } from 'shared-kernel';
import { COMMON } from '../texts';

/** Messages shown under fields, by field key. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a failed call shows: a message under one field, or a message in the form's Alert. */
export type FormError<K extends string> = { field: K; message: string } | { alert: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The password rule of the sign-up and reset forms: 8+ characters, a letter and a number. */
export const isStrongEnough = (value: string) =>
  value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);

/**
 * Turns a failed call into what the form shows. A 400 that names a field the form has puts its
 * message under that field; `byStatus` sends other statuses to a field (409 → email on sign-up).
 */
export function formErrorFrom<K extends string>(
  error: unknown,
  fields: readonly K[],
  byStatus: Partial<Record<number, K>> = {},
): FormError<K> {
  if (error instanceof ApiError) {
    const named = fields.find((f) => f === error.field);
    if (named && error.status === 400) return { field: named, message: error.message };
    const routed = byStatus[error.status];
    if (routed) return { field: routed, message: error.message };
    return { alert: error.message };
  }
  // fetch rejects with a TypeError when the network is down.
  return { alert: COMMON.networkError };
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirstError<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
  idOf: (field: K) => string,
) {
  const first = order.find((f) => errors[f]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** '/jobs' + q → '/jobs?q=bartender'; no q → the path alone. */
export function withQuery(path: string, q: string | null | undefined): string {
  const text = q?.trim();
  return text ? `${path}?${new URLSearchParams({ q: text })}` : path;
}

/**
 * Where a user goes after signing in or up: their home (candidate → /dashboard, recruiter →
 * /recruiter), or for a candidate who came from the landing page's job search, /jobs?q=….
 */
export function destinationFor(user: User, q: string | null | undefined): string {
  if (q?.trim() && !isRecruiter(user)) return withQuery('/jobs', q);
  return homePathFor(user);
}
