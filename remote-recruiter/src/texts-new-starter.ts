// Texts of the new-starter pack as the company sees it (issue 43 item 4): the board card's
// progress, the application panel's section and the company's sexual-harassment prevention
// policy and payroll CSV. The words shared with the API and the candidate's side (step labels,
// routes, results, the Ready mark) are shared-kernel's (rules/new-starter.ts).
import type { NewStarterStepStatus } from 'shared-kernel/rules';

export const NEW_STARTER = {
  title: 'New starter',
  progress: (done: number, total: number) => `New starter ${done}/${total}`,
  /** Its accessible name starts with the words shown (WCAG's label in name). */
  progressLabel: (done: number, total: number) =>
    `New starter ${done}/${total}: ${done} of ${total} steps done`,
  stepsTitle: 'Steps',
  status: {
    todo: 'To do',
    done: 'Done',
    overdue: 'Overdue',
  } satisfies Record<NewStarterStepStatus, string>,
  stepsOnly: 'Only the owner and admins see the details: right to work, tax, bank and contract.',
  loadError: 'Could not load the new-starter record',
  notGiven: 'Not given yet',
  savedOn: (day: string) => `Saved ${day}`,

  firstShiftTitle: 'First shift',
  firstShiftDate: 'First shift on',
  firstShiftConfirm: 'Confirm first shift',
  firstShiftConfirmed: (day: string, name: string) => `First shift on ${day}, confirmed by ${name}`,
  firstShiftDone: 'First shift confirmed',
  firstShiftRequired: 'Choose the day of the first shift',

  rightToWorkTitle: 'Right to work',
  route: 'Route',
  routeNotPicked: 'The new starter has not picked how they prove their right to work yet.',
  shareCode: 'Share code',
  dateOfBirth: 'Date of birth',
  validUntil: (day: string) => `valid until ${day}`,
  employerCheck: 'Check it on GOV.UK (opens the Home Office employer check)',
  employerCheckUrl: 'https://www.gov.uk/view-right-to-work',
  checkFormTitle: 'Record the check',
  checkRecordAgain: 'Record a new check',
  checkedOn: 'Checked on',
  result: 'Result',
  expiresOn: 'Permission ends on',
  expiresOnHelp: 'The last day of their time-limited permission',
  evidence: 'Evidence (the online check’s PDF, or a scan)',
  evidenceHelp: 'PDF, JPEG or PNG, up to 10 MB. Stored as uploaded.',
  evidenceRequired: 'Choose the evidence file',
  evidenceTooBig: (name: string) =>
    `Evidence: ${name} is larger than 10 MB. Upload a smaller PDF, JPEG or PNG.`,
  routeRequired: 'Choose the route you checked',
  checkedOnRequired: 'Choose the day you checked',
  resultRequired: 'Choose the result',
  expiresOnRequired: 'Time-limited permission needs the day it ends',
  recordCheck: 'Record the check',
  checkRecorded: 'Right-to-work check recorded',
  checkSummary: (result: string, day: string, name: string) =>
    `${result}, checked on ${day} by ${name}`,
  permissionEnds: (day: string) => `Permission ends on ${day}`,
  followUpOn: (day: string) => `Follow-up on ${day}`,
  evidenceLink: (name: string) => `Evidence: ${name}`,
  sha256: 'SHA-256',
  followUpDo: (day: string) =>
    `Their permission ends on ${day}. Ask them for a new share code or documents, check again and record the new check before that day.`,

  starterTitle: 'Starter checklist',
  statement: (letter: string) => `Statement ${letter}`,
  niNumber: 'National Insurance number',
  studentLoan: 'Student loan',
  postgraduateLoan: 'Postgraduate loan',
  yes: 'Yes',
  no: 'No',

  bankTitle: 'Bank details',
  accountName: 'Account name',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  bankViewsTitle: 'Who viewed the full details',
  bankView: (name: string, at: string) => `${name} downloaded them in the payroll CSV on ${at}`,
  noBankViews: 'No one has viewed the full details',

  contractTitle: 'Contract',
  noContract: 'No contract attached yet.',
  contractAs: 'Attach as',
  contractAsText: 'Text',
  contractAsPdf: 'PDF',
  contractText: 'Contract text',
  currentContract: 'The current contract',
  contractTextRequired: 'Write or paste the contract',
  contractFile: 'Contract PDF',
  contractFileHelp: 'A PDF, up to 10 MB.',
  contractFileRequired: 'Choose the contract PDF',
  contractFileTooBig: (name: string) => `Contract PDF: ${name} is larger than 10 MB.`,
  contractAttach: 'Attach contract',
  contractReplace: 'Attach a new contract',
  contractAttached: 'Contract attached',
  contractPdf: (name: string) => `Open the contract (${name})`,
  contractAttachedBy: (name: string, at: string) => `Attached by ${name} on ${at}`,
  signed: (name: string, at: string, ip: string) => `Signed by ${name} on ${at} (IP ${ip})`,
  notSigned: 'Not signed yet',
  newSignatureTitle: 'Attach a new contract?',
  newSignatureBody:
    'A new document needs a new signature: the new starter is asked to sign it again, and the contract step is not done until they do.',

  policiesTitle: 'Policies',
  tippingPolicy: 'Tipping policy',
  harassmentPolicy: 'Sexual-harassment prevention policy',
  acknowledged: (at: string) => `Acknowledged on ${at}`,
  notAcknowledged: 'Not acknowledged yet',
  noPolicy: 'Your company has not written it',

  leavingTitle: 'Leaving date',
  leftOn: 'Left on',
  leftOnRequired: 'Choose the leaving day',
  recordLeaving: 'Record leaving date',
  leavingRecorded: 'Leaving date recorded',
  keptUntil: (day: string) => `Records kept until ${day}`,
  leftOnDay: (day: string) => `Left on ${day}`,
  leavingHelp:
    'Right-to-work, tax and bank records are kept for 2 years after the leaving date, then deleted.',
} as const;

export const HARASSMENT_POLICY = {
  title: 'Sexual-harassment prevention policy',
  label: 'Your prevention policy',
  duty: 'Under the Worker Protection Act 2023 every employer must take reasonable steps to prevent sexual harassment of their staff, including by customers and guests. A written policy, known to everyone, is the first of those steps.',
  help: 'What you do to prevent it, how staff report it and what happens then. New starters acknowledge it in their new-starter pack.',
  required: 'The sexual-harassment prevention policy must not be blank',
  save: 'Save harassment policy',
  saved: 'Sexual-harassment prevention policy saved',
  none: 'No sexual-harassment prevention policy written yet.',
  readOnly: 'Only the owner and admins can change the sexual-harassment prevention policy.',
} as const;

export const PAYROLL = {
  title: 'Payroll',
  download: 'Download payroll CSV',
  help: 'One row per new starter who has not left, with their full bank details for your payroll. Every download is logged on each new starter’s record.',
} as const;
