// Test-only: signed-in users as GET /api/auth/user answers them (the contract's `User`).
import type { User } from '../contract/auth.js';

export const candidate = {
  id: 'u-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  name: 'Sam Rivera',
  userType: 'candidate',
  role: 'candidate',
  type: 'candidate',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-01-05T09:00:00.000Z',
} satisfies User;

export const recruiter = {
  id: 'u-2',
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  name: 'Alex Morgan',
  userType: 'recruiter',
  role: 'recruiter',
  type: 'recruiter',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-01-05T09:00:00.000Z',
} satisfies User;
