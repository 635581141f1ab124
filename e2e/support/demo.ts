// The two demo accounts the API seeds on an empty database (api/src/seed/demo-accounts.ts).
export const DEMO_PASSWORD = 'hospohire-demo-1';
export const DEMO_CANDIDATE_EMAIL = 'candidate@hospohire.demo';
export const DEMO_RECRUITER_EMAIL = 'recruiter@hospohire.demo';
