// The two demo accounts the API seeds on an empty database (api/src/seed/demo-accounts.ts).
export const DEMO_ACCOUNTS_TEXT = [
  'Demo accounts (password hospohire-demo-1):',
  '  Candidate  candidate@hospohire.demo',
  '  Recruiter  recruiter@hospohire.demo',
].join('\n');
