import {
  NEW_STARTER_STEPS,
  RIGHT_TO_WORK_RESULTS,
  RIGHT_TO_WORK_ROUTES,
  STARTER_STATEMENTS,
  STUDENT_LOAN_PLANS,
} from '../vocabularies';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  NEW_STARTER_RETENTION_YEARS,
  NEW_STARTER_STEP_LABELS,
  RIGHT_TO_WORK_FOLLOW_UP_DAYS,
  SHARE_CODE_LENGTH,
  SHARE_CODE_VALID_DAYS,
  STARTER_STATEMENT_TEXTS,
  STUDENT_LOAN_PLAN_LABELS,
  accountNumberProblem,
  formatShareCode,
  formatSortCode,
  maskDigits,
  newStarterKeepUntil,
  niNumberProblem,
  normaliseNiNumber,
  readyForFirstShift,
  rightToWorkFollowUpDay,
  shareCodeProblem,
  shareCodeValidUntil,
  sortCodeProblem,
} from './new-starter';

describe('the new-starter pack (issue 43 item 4)', () => {
  it('has five steps in the order the candidate does them, each labelled', () => {
    expect(NEW_STARTER_STEPS).toEqual(['right-to-work', 'starter', 'bank', 'contract', 'policies']);
    expect(Object.keys(NEW_STARTER_STEP_LABELS)).toEqual([...NEW_STARTER_STEPS]);
    expect(RIGHT_TO_WORK_ROUTES).toEqual(['share_code', 'british_irish_passport', 'documents']);
    expect(RIGHT_TO_WORK_RESULTS).toEqual(['continuous', 'time_limited']);
    expect(STARTER_STATEMENTS).toEqual(['A', 'B', 'C']);
    expect(Object.keys(STARTER_STATEMENT_TEXTS)).toEqual(['A', 'B', 'C']);
    expect(Object.keys(STUDENT_LOAN_PLAN_LABELS)).toEqual([...STUDENT_LOAN_PLANS]);
  });

  it('keeps the issue constants: 9-character share codes valid 90 days, a follow-up 28 days before, 2 years kept, 10 MB evidence', () => {
    expect(SHARE_CODE_LENGTH).toBe(9);
    expect(SHARE_CODE_VALID_DAYS).toBe(90);
    expect(RIGHT_TO_WORK_FOLLOW_UP_DAYS).toBe(28);
    expect(NEW_STARTER_RETENTION_YEARS).toBe(2);
    expect(EVIDENCE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(EVIDENCE_TYPES).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });

  it('takes a share code of 9 letters and numbers, with spaces or dashes, and refuses 8', () => {
    expect(shareCodeProblem('W4X 8YT 2ZP')).toBeNull();
    expect(shareCodeProblem('w4x-8yt-2zp')).toBeNull();
    expect(shareCodeProblem('W4X8YT2Z')).toMatch(/9 letters and numbers/);
    expect(shareCodeProblem('W4X8YT2ZP1')).toMatch(/9/);
    expect(shareCodeProblem('W4X8YT2Z!')).toMatch(/9/);
    expect(formatShareCode('w4x8yt2zp')).toBe('W4X 8YT 2ZP');
  });

  it('counts a share code valid for 90 days, the day it is given included', () => {
    expect(shareCodeValidUntil('2026-11-29')).toBe('2027-02-26');
  });

  it('checks a National Insurance number by HMRC format and prefix', () => {
    expect(niNumberProblem('AB 12 34 56 C')).toBeNull();
    expect(niNumberProblem('ab123456d')).toBeNull();
    expect(normaliseNiNumber('ab 12 34 56 d')).toBe('AB123456D');
    expect(niNumberProblem('AB123456E')).toMatch(/A, B, C or D/);
    expect(niNumberProblem('Q1234567C')).toMatch(/2 letters/);
    for (const prefix of ['QQ', 'GB', 'BG', 'NK', 'KN', 'TN', 'NT', 'ZZ', 'DA', 'AO', 'FA', 'AV']) {
      expect(niNumberProblem(`${prefix}123456A`)).toBe(
        `${prefix} is not a National Insurance number prefix`,
      );
    }
  });

  it('checks a sort code (six numbers) and an account number (eight), and masks them', () => {
    expect(sortCodeProblem('12-34-56')).toBeNull();
    expect(sortCodeProblem('123456')).toBeNull();
    expect(sortCodeProblem('ab-cd-ef')).toMatch(/6 numbers/);
    expect(sortCodeProblem('12345')).toMatch(/6 numbers/);
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(accountNumberProblem('12345678')).toBeNull();
    expect(accountNumberProblem('1234567')).toMatch(/8 numbers/);
    expect(accountNumberProblem('1234567a')).toMatch(/8 numbers/);
    expect(maskDigits('12345678')).toBe('••••5678');
  });

  it('dates the follow-up 28 days before permission ends and keeps records 2 years after leaving', () => {
    expect(rightToWorkFollowUpDay('2027-03-31')).toBe('2027-03-03');
    expect(newStarterKeepUntil('2027-06-30')).toBe('2029-06-30');
    expect(newStarterKeepUntil('2028-02-29')).toBe('2030-02-28');
  });

  it('is ready for the first shift only when every step is done', () => {
    const done = NEW_STARTER_STEPS.map(() => ({ status: 'done' }));
    expect(readyForFirstShift(done)).toBe(true);
    expect(readyForFirstShift([...done.slice(1), { status: 'overdue' }])).toBe(false);
    expect(readyForFirstShift([])).toBe(false);
  });
});
