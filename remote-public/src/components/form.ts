import { homePathFor, isRecruiter, type User } from 'shared-kernel';
import { safeNextPath } from 'shared-kernel/rules';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** '/jobs' + q → '/jobs?q=bartender'; no q → the path alone. */
export function withQuery(path: string, q: string | null | undefined): string {
  return withIntent(path, { q });
}

/**
 * What a visitor meant to do before they were asked to sign up or in, carried through the
 * address: a job search from the landing page (?q=…) or a job to apply for (?apply=…).
 */
export interface Intent {
  q?: string | null;
  apply?: string | null;
  /** A page of this site to come back to (?next=/interviews), see shared-kernel's `safeNextPath`. */
  next?: string | null;
}

/** Where a new employer starts. */
export const ONBOARDING_PATH = '/recruiter-onboarding';

const JOB_ID = /^[0-9a-f-]{8,64}$/i;

/** The intent in an address's query; an apply value that is not a job id is dropped. */
export function readIntent(params: URLSearchParams): Intent {
  const q = params.get('q')?.trim() || null;
  const apply = params.get('apply')?.trim() || null;
  return {
    q,
    apply: apply && JOB_ID.test(apply) ? apply : null,
    next: safeNextPath(params.get('next')),
  };
}

/** The path with the intent's values in its query. */
export function withIntent(path: string, intent: Intent): string {
  const params = new URLSearchParams();
  const q = intent.q?.trim();
  if (q) params.set('q', q);
  if (intent.apply) params.set('apply', intent.apply);
  const next = safeNextPath(intent.next);
  if (next) params.set('next', next);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Where a user goes after signing in or up: the page they came from (?next=, e.g. a team
 * invitation or a signed-in page opened signed out), else their home (candidate → /dashboard, recruiter → /recruiter), or for a
 * candidate who came to apply for a job, /apply/:id, or from the landing page's job search,
 * /jobs?q=….
 */
export function destinationFor(user: User, intent: Intent = {}): string {
  const next = safeNextPath(intent.next);
  if (next) return next;
  if (isRecruiter(user)) return homePathFor(user);
  if (intent.apply) return `/apply/${encodeURIComponent(intent.apply)}`;
  if (intent.q?.trim()) return withQuery('/jobs', intent.q);
  return homePathFor(user);
}
