import type { User } from '../contract/auth.js';
import type { UserType } from '../contract/vocabularies.js';

// The signed-in user is the contract's (shared-kernel/src/contract/auth.ts): GET /api/auth/user,
// sign-up, sign-in and the sign-in link answer it.
export type { User, UserType };

/** What the role check reads: role or type (any case), else userType (spec section 5). */
type RoleFields = { userType?: string | null; role?: string | null; type?: string | null };
/** What the name shown in the menu reads. */
type NameFields = { firstName?: string | null; lastName?: string | null; email: string };

/** Role checks read role or type, case-insensitive; otherwise userType (spec section 5). */
export function isRecruiter(user: RoleFields): boolean {
  const role = (user.role ?? user.type ?? user.userType ?? '').toLowerCase();
  return role === 'recruiter';
}

export function displayName(user: NameFields): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email;
}

export function avatarLetter(user: Pick<NameFields, 'firstName' | 'email'>): string {
  return (user.firstName || user.email || '?').charAt(0).toUpperCase();
}
