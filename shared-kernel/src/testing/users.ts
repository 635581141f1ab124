// Test-only: signed-in users as GET /api/auth/user answers them.

export const candidate = {
  id: 'u-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  userType: 'candidate' as const,
};

export const recruiter = {
  id: 'u-2',
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  userType: 'recruiter' as const,
};
