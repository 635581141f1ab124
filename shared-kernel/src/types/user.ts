import type { UserType } from '../contract/vocabularies.js';

export type { UserType };

export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name?: string | null;
  userType: UserType;
  role?: string | null;
  type?: string | null;
  profileImageUrl?: string | null;
}

/** Role checks read role or type, case-insensitive; otherwise userType (spec section 5). */
export function isRecruiter(user: Pick<User, 'role' | 'type' | 'userType'>): boolean {
  const role = (user.role ?? user.type ?? user.userType ?? '').toLowerCase();
  return role === 'recruiter';
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email;
}

export function avatarLetter(user: Pick<User, 'firstName' | 'email'>): string {
  return (user.firstName || user.email || '?').charAt(0).toUpperCase();
}
