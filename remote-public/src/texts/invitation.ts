// The team invitation page (/invitations/:token).

const ROLE_NAMES = { admin: 'an admin', recruiter: 'a recruiter' } as const;

export const INVITATION = {
  title: 'Team invitation',
  heading: (company: string) => `Join ${company} on HospoHire`,
  invited: (by: string | null, email: string, role: keyof typeof ROLE_NAMES) =>
    `${by ?? 'A colleague'} invited ${email} to join as ${ROLE_NAMES[role]}.`,
  roleHelp: {
    admin: 'Admins manage the company, its venues, billing and team, and hire like recruiters.',
    recruiter: 'Recruiters post jobs, review applications, interview and make offers.',
  },
  expires: (date: string) => `The invitation works until ${date}.`,
  signedOut: 'Sign in or create a recruiter account with that address, then accept.',
  signIn: 'Sign in',
  createAccount: 'Create a recruiter account',
  accept: 'Accept invitation',
  joined: (company: string) => `You joined ${company}`,
  otherAccount: (email: string) =>
    `You are signed in as ${email}. Only the invited address can accept: sign out and sign in with it.`,
  candidate:
    'You are signed in with a job seeker account. Only recruiter accounts can join a company: sign out, then sign in or sign up as a recruiter.',
  badLinkTitle: 'This invitation cannot be used',
  badLinkHint: 'Ask the person who invited you to send a new invitation.',
  loadFailed: 'We could not load this invitation',
  home: 'Go to HospoHire',
} as const;
