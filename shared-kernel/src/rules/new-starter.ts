// The new-starter pack (issue 43 item 4): what each step asks, how its answers are checked (the
// API and the forms use the same checks), and the dates it keeps: a share code's 90 days, the
// follow-up 28 days before time-limited permission ends, and the 2 years records are kept after
// the leaving day. docs/new-starter-records.md says what is kept, for how long and why.
import type {
  NewStarterStepKey,
  RightToWorkResult,
  RightToWorkRoute,
  StarterStatement,
  StudentLoanPlan,
} from '../vocabularies.js';
import { addCalendarDays, addCalendarYears } from './dates.js';

/** A Home Office share code: 9 letters and digits (shown as three groups: "W4X 8YT 2ZP"). */
export const SHARE_CODE_LENGTH = 9;
/** A share code is valid for this many days from the day it is made. */
export const SHARE_CODE_VALID_DAYS = 90;
/** The recruiters are told this many days before time-limited permission ends (once). */
export const RIGHT_TO_WORK_FOLLOW_UP_DAYS = 28;
/** Records are kept this many years after the leaving day the recruiter sets, then deleted. */
export const NEW_STARTER_RETENTION_YEARS = 2;
/** The right-to-work evidence (the online check's PDF or a scan): at most 10 MB. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
/** The evidence types, known by their content (magic bytes), not by the name or header. */
export const EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
/** A contract sent as text, at most this many characters. */
export const CONTRACT_TEXT_MAX_LENGTH = 50_000;
/** A sexual-harassment prevention policy, at most this many characters. */
export const HARASSMENT_POLICY_MAX_LENGTH = 20_000;

export const NEW_STARTER_STEP_LABELS: Record<NewStarterStepKey, string> = {
  'right-to-work': 'Right to work',
  starter: 'Starter checklist',
  bank: 'Bank details',
  contract: 'Contract',
  policies: 'Policies',
};

export const RIGHT_TO_WORK_ROUTE_LABELS: Record<RightToWorkRoute, string> = {
  share_code: 'Share code (online check)',
  british_irish_passport: 'British or Irish passport',
  documents: 'Other documents, checked in person',
};

export const RIGHT_TO_WORK_RESULT_LABELS: Record<RightToWorkResult, string> = {
  continuous: 'Continuous right to work',
  time_limited: 'Time-limited permission',
};

/** HMRC's starter checklist statements, in its words. */
export const STARTER_STATEMENT_TEXTS: Record<StarterStatement, string> = {
  A: "This is my first job since the tax year began (6/4) and I have not been receiving taxable Jobseeker's Allowance, Employment and Support Allowance, taxable Incapacity Benefit, State or Occupational Pension.",
  B: "This is now my only job, but since the tax year began (6/4) I have had another job, or received taxable Jobseeker's Allowance, Employment and Support Allowance or taxable Incapacity Benefit. I do not receive a State or Occupational Pension.",
  C: 'As well as my new job, I have another job or receive a State or Occupational Pension.',
};

export const STUDENT_LOAN_PLAN_LABELS: Record<StudentLoanPlan, string> = {
  none: 'No student loan',
  plan_1: 'Plan 1',
  plan_2: 'Plan 2',
  plan_4: 'Plan 4 (Scotland)',
  plan_5: 'Plan 5',
};

/** 'w4x 8yt-2zp' → 'W4X8YT2ZP' (spaces and dashes dropped, upper case). */
export const normaliseShareCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** 'W4X8YT2ZP' → 'W4X 8YT 2ZP'. */
export const formatShareCode = (value: string) =>
  normaliseShareCode(value).replace(/(.{3})(?=.)/g, '$1 ');

/** Why a share code is refused, or null. */
export function shareCodeProblem(value: string): string | null {
  const code = normaliseShareCode(value);
  if (!/^[A-Z0-9]+$/.test(code) || code.length !== SHARE_CODE_LENGTH) {
    return `A share code is ${SHARE_CODE_LENGTH} letters and numbers, like W4X 8YT 2ZP`;
  }
  return null;
}

/** The last day a share code made on `madeOn` can be used. */
export const shareCodeValidUntil = (madeOn: string) =>
  addCalendarDays(madeOn, SHARE_CODE_VALID_DAYS - 1);

/** 'qq 12 34 56 c' → 'QQ123456C'. */
export const normaliseNiNumber = (value: string) => value.replace(/\s/g, '').toUpperCase();

/**
 * Why a National Insurance number is refused, or null. HMRC's format: two prefix letters (the
 * first not D, F, I, Q, U or V; the second not D, F, I, O, Q, U or V; never BG, GB, KN, NK, NT,
 * TN or ZZ), six digits, and a suffix A–D.
 */
export function niNumberProblem(value: string): string | null {
  const ni = normaliseNiNumber(value);
  if (!/^[A-Z]{2}\d{6}[A-D]$/.test(ni)) {
    return 'A National Insurance number is 2 letters, 6 numbers and A, B, C or D, like AB 12 34 56 C';
  }
  const prefix = ni.slice(0, 2);
  if (
    /[DFIQUV]/.test(prefix[0]) ||
    /[DFIOQUV]/.test(prefix[1]) ||
    ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix)
  ) {
    return `${prefix} is not a National Insurance number prefix`;
  }
  return null;
}

/** '12-34-56' → '123456'. */
export const normaliseSortCode = (value: string) => value.replace(/[\s-]/g, '');

/** Why a sort code is refused, or null: six digits, with or without dashes. */
export const sortCodeProblem = (value: string): string | null =>
  /^\d{6}$/.test(normaliseSortCode(value)) ? null : 'A sort code is 6 numbers, like 12-34-56';

/** '123456' → '12-34-56'. */
export const formatSortCode = (value: string) =>
  normaliseSortCode(value).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/** Why an account number is refused, or null: eight digits. */
export const accountNumberProblem = (value: string): string | null =>
  /^\d{8}$/.test(value.replace(/\s/g, '')) ? null : 'An account number is 8 numbers';

/** The masked form shown everywhere but the payroll CSV: '12345678' → '••••5678'. */
export const maskDigits = (value: string) => `••••${value.replace(/\s/g, '').slice(-4)}`;

/** The day the recruiters are told to check again: 28 days before permission ends. */
export const rightToWorkFollowUpDay = (expiresOn: string) =>
  addCalendarDays(expiresOn, -RIGHT_TO_WORK_FOLLOW_UP_DAYS);

/** The last day the records of a person who left on `leftOn` are kept (2 years on). */
export const newStarterKeepUntil = (leftOn: string) =>
  addCalendarYears(leftOn, NEW_STARTER_RETENTION_YEARS);

/** Every step done: the recruiter's "Ready for the first shift". */
export const readyForFirstShift = (steps: readonly { status: string }[]) =>
  steps.length > 0 && steps.every((step) => step.status === 'done');

/** The words of the new-starter pack that the API and both front-ends share. */
export const NEW_STARTER_TEXTS = {
  ready: 'Ready for the first shift',
  /** The only thing a notification or e-mail says about a step (no data). */
  stepFinished: 'Your new starter finished a step',
  stepFinishedBody: (name: string, job: string) =>
    `${name} finished a step of their new-starter pack for ${job}.`,
  firstShiftNeedsCheck: 'Record the right-to-work check before confirming the first shift',
  followUpTitle: 'Right-to-work follow-up due',
  /** Names the person only: the dates and documents stay on the record. */
  followUpBody: (name: string) =>
    `Check ${name}'s right to work again before their permission ends: the date is on their new-starter record.`,
  changedContract: 'The contract changed since it was signed: sign the new one',
  /** On the delete-account screen and in the export. */
  keptAfterDeletion:
    'Right-to-work, tax and bank records of a job you started are kept by law until 2 years after you leave that job, then deleted. Everything else is deleted now.',
} as const;
