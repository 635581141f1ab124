import type { NewStarter, RightToWorkCheck } from 'shared-kernel/contract';

// The new-starter pack as the API sends it to the company (GET /api/applications/:id/onboarding),
// typed against the contract; src/test/fixtures.test.ts checks them against the schema too.

export const NEW_STARTER_APPLICATION_ID = '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a';
const OWNER = { id: '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a', name: 'Ria Patel' };
const SHA = 'ab'.repeat(32);

/** The employer's recorded check: time-limited permission ending 30 Sep 2027 by default. */
export const rightToWorkCheck = (overrides: Partial<RightToWorkCheck> = {}): RightToWorkCheck => ({
  route: 'share_code',
  checkedOn: '2026-11-20',
  result: 'time_limited',
  expiresOn: '2027-09-30',
  followUpOn: '2027-09-02',
  evidence: {
    fileName: 'online-check.pdf',
    contentType: 'application/pdf',
    size: 48_000,
    sha256: SHA,
  },
  recordedBy: OWNER,
  recordedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** A record in full (owners and admins): the candidate gave a share code; nothing else yet. */
export const newStarterRecord = (overrides: Partial<NewStarter> = {}): NewStarter => ({
  applicationId: NEW_STARTER_APPLICATION_ID,
  candidate: { id: '6b6b6b6b-6b6b-4b6b-8b6b-6b6b6b6b6b6b', name: 'Maya Okafor' },
  job: { id: '7c7c7c7c-7c7c-4c7c-8c7c-7c7c7c7c7c7c', title: 'Bartender' },
  company: { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Harbour Group' },
  steps: [
    { key: 'right-to-work', status: 'todo' },
    { key: 'starter', status: 'done' },
    { key: 'bank', status: 'done' },
    { key: 'contract', status: 'overdue' },
    { key: 'policies', status: 'todo' },
  ],
  readyForFirstShift: false,
  startDate: '2026-12-07',
  firstShift: null,
  leftOn: null,
  keepUntil: null,
  view: 'full',
  rightToWork: {
    route: 'share_code',
    shareCode: 'W4X8YT2ZP',
    dateOfBirth: '2001-05-14',
    shareCodeValidUntil: '2027-02-16',
    submittedAt: '2026-11-18T09:00:00.000Z',
    check: null,
  },
  starter: {
    statement: 'A',
    niNumber: 'QQ123456C',
    studentLoanPlan: 'plan_2',
    postgraduateLoan: false,
    savedAt: '2026-11-18T09:10:00.000Z',
  },
  bank: {
    accountName: 'M Okafor',
    sortCode: '••••56',
    accountNumber: '••••5678',
    savedAt: '2026-11-18T09:12:00.000Z',
  },
  bankViews: [],
  contract: null,
  policies: {
    tipping: { text: 'Tronc, shared weekly.', acknowledgedAt: '2026-11-18T09:15:00.000Z' },
    harassment: null,
  },
  ...overrides,
});

/** The same record as a plain recruiter reads it: the steps only. */
export const newStarterSteps = (overrides: Partial<NewStarter> = {}): NewStarter => {
  const {
    rightToWork: _rightToWork,
    starter: _starter,
    bank: _bank,
    bankViews: _bankViews,
    contract: _contract,
    policies: _policies,
    ...steps
  } = newStarterRecord();
  return { ...steps, view: 'steps', ...overrides };
};

/** The SHA-256 of every document of these fixtures. */
export const FIXTURE_SHA256 = SHA;
