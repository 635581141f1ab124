// The new-starter pack's writes (issue 43 item 4). Each checks its input first (a 400 names the
// field and stores nothing), then, in one transaction, who may do it (access.ts, the record
// locked), the write, and the step-finished notice when a step of the candidate's became done.
import type {
  BankInput,
  FirstShiftInput,
  LeftInput,
  NewStarter,
  PoliciesInput,
  RightToWorkInput,
  SignatureInput,
  StarterInput,
} from 'shared-kernel/contract';
import {
  accountNumberProblem,
  addCalendarYears,
  isCalendarDay,
  londonDay,
  NEW_STARTER_TEXTS,
  newStarterKeepUntil,
  niNumberProblem,
  normaliseNiNumber,
  normaliseShareCode,
  normaliseSortCode,
  shareCodeProblem,
  shareCodeValidUntil,
  sortCodeProblem,
} from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { User } from '../auth/index.js';
import { createNotifications, type Written } from '../notifications/index.js';
import { accessTo, requireManager, requireMember, requireStarter, type Access } from './access.js';
import { encryptBank } from './crypto.js';
import { sha256Hex } from './evidence.js';
import { starterWatchers, stepFinishedNotices } from './notify.js';
import { factsOf } from './store.js';
import { stepsOf } from './steps.js';
import { viewRecord } from './view.js';

/** The youngest a person may be to work (and to give a share code with a birth day). */
const MINIMUM_WORKING_AGE = 16;
/** A birth day before this is a typing mistake. */
const OLDEST_BIRTH_DAY = '1900-01-01';

export type Actor = Pick<User, 'id' | 'userType'>;

/** What every write needs: the database, the bank key, who, which record, and today (London). */
export type WriteContext = {
  db: Db;
  key: Buffer;
  user: Actor;
  applicationId: string;
  today?: string;
};

const doneCount = async (tx: Db, applicationId: string, today: string) => {
  const facts = (await factsOf(tx, [applicationId])).get(applicationId);
  return facts ? stepsOf(facts, today).filter((step) => step.status === 'done').length : 0;
};

/**
 * Runs `change` on the locked record after `guard`, and tells the watchers when the candidate's
 * write finished a step. Answers the record as the caller reads it.
 */
export async function writeRecord(
  context: WriteContext,
  guard: (access: Access) => void,
  change: (tx: Db, access: Access, today: string) => Promise<void>,
): Promise<Written<NewStarter>> {
  const today = context.today ?? londonDay();
  const { access, events } = await context.db.transaction(async (tx) => {
    const access = await accessTo(tx, context.user, context.applicationId, true);
    guard(access);
    const before = await doneCount(tx, context.applicationId, today);
    await change(tx, access, today);
    await kysely(tx)
      .updateTable('new_starters')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', access.record.id)
      .execute();
    const after = await doneCount(tx, context.applicationId, today);
    if (access.who !== 'candidate' || after <= before) return { access, events: [] };
    const { name } = await kysely(tx)
      .selectFrom('users')
      .select(sql<string>`first_name || ' ' || last_name`.as('name'))
      .where('id', '=', access.userId)
      .executeTakeFirstOrThrow();
    const watchers = await starterWatchers(tx, access.record.company_id, access.record.job_id);
    const notices = stepFinishedNotices(watchers, {
      name,
      jobTitle: access.record.job_title,
      jobId: access.record.job_id,
    });
    return { access, events: await createNotifications(tx, notices) };
  });
  return { result: await viewRecord(context.db, context.key, access, today), events };
}

/** A required 'YYYY-MM-DD' field, else a 400 naming it. */
export function requireDay(value: unknown, field: string, label: string): string {
  if (typeof value !== 'string' || !isCalendarDay(value)) {
    throw badRequest(`${label} must be a date (YYYY-MM-DD)`, field);
  }
  return value;
}

/** `PUT …/right-to-work`: the candidate's route (and share code with their birth day). */
export async function saveRightToWork(context: WriteContext, input: RightToWorkInput) {
  const today = context.today ?? londonDay();
  let shareCode: string | null = null;
  let dateOfBirth: string | null = null;
  if (input.route === 'share_code') {
    const problem = shareCodeProblem(input.shareCode ?? '');
    if (problem) throw badRequest(problem, 'shareCode');
    shareCode = normaliseShareCode(input.shareCode ?? '');
    dateOfBirth = requireDay(input.dateOfBirth, 'dateOfBirth', 'Date of birth');
    if (dateOfBirth < OLDEST_BIRTH_DAY) throw badRequest('Check the date of birth', 'dateOfBirth');
    if (addCalendarYears(dateOfBirth, MINIMUM_WORKING_AGE) > today) {
      throw badRequest(
        `Date of birth: you must be at least ${MINIMUM_WORKING_AGE} to work`,
        'dateOfBirth',
      );
    }
  }
  return writeRecord(context, requireStarter, async (tx, access) => {
    await kysely(tx)
      .updateTable('new_starters')
      .set({
        rtw_route: input.route,
        share_code: shareCode,
        date_of_birth: dateOfBirth,
        share_code_valid_until: shareCode ? shareCodeValidUntil(today) : null,
        rtw_submitted_at: sql<Date>`now()`,
      })
      .where('id', '=', access.record.id)
      .execute();
  });
}

/** `PUT …/starter`: HMRC's starter checklist. */
export async function saveStarter(context: WriteContext, input: StarterInput) {
  const problem = niNumberProblem(input.niNumber);
  if (problem) throw badRequest(problem, 'niNumber');
  return writeRecord(context, requireStarter, async (tx, access) => {
    await kysely(tx)
      .updateTable('new_starters')
      .set({
        starter_statement: input.statement,
        ni_number: normaliseNiNumber(input.niNumber),
        student_loan_plan: input.studentLoanPlan,
        postgraduate_loan: input.postgraduateLoan,
        starter_saved_at: sql<Date>`now()`,
      })
      .where('id', '=', access.record.id)
      .execute();
  });
}

/** `PUT …/bank`: stored encrypted (crypto.ts), read back masked. */
export async function saveBank(context: WriteContext, input: BankInput) {
  const accountName = input.accountName.trim();
  if (!accountName) throw badRequest('Account name is required', 'accountName');
  const sortProblem = sortCodeProblem(input.sortCode);
  if (sortProblem) throw badRequest(sortProblem, 'sortCode');
  const numberProblem = accountNumberProblem(input.accountNumber);
  if (numberProblem) throw badRequest(numberProblem, 'accountNumber');
  const bank = {
    accountName,
    sortCode: normaliseSortCode(input.sortCode),
    accountNumber: input.accountNumber.replace(/\s/g, ''),
  };
  return writeRecord(context, requireStarter, async (tx, access) => {
    await kysely(tx)
      .updateTable('new_starters')
      .set({
        bank_ciphertext: encryptBank(context.key, access.record.id, bank),
        bank_saved_at: sql<Date>`now()`,
      })
      .where('id', '=', access.record.id)
      .execute();
  });
}

/** `PUT …/contract/signature`: for the current document only (409 when it changed). */
export async function sign(context: WriteContext, input: SignatureInput, ipAddress: string) {
  const fullName = input.fullName.trim();
  if (fullName.length < 2) throw badRequest('Type your full name to sign', 'fullName');
  return writeRecord(context, requireStarter, async (tx, access) => {
    const current = await kysely(tx)
      .selectFrom('new_starter_contracts')
      .select('sha256')
      .where('new_starter_id', '=', access.record.id)
      .executeTakeFirst();
    if (!current) throw conflict('There is no contract to sign yet');
    if (current.sha256 !== input.documentSha256) throw conflict(NEW_STARTER_TEXTS.changedContract);
    await kysely(tx)
      .insertInto('new_starter_signatures')
      .values({
        new_starter_id: access.record.id,
        document_sha256: current.sha256,
        full_name: fullName,
        ip_address: ipAddress,
      })
      .onConflict((oc) =>
        oc.columns(['new_starter_id', 'document_sha256']).doUpdateSet({
          full_name: fullName,
          ip_address: ipAddress,
          signed_at: sql<Date>`now()`,
        }),
      )
      .execute();
  });
}

export const NO_HARASSMENT_POLICY_MESSAGE =
  'The company has not written its sexual-harassment prevention policy yet: ask them for it';

/** `PUT …/policies`: each policy the company has must be acknowledged (400 naming it). */
export async function acknowledgePolicies(context: WriteContext, input: PoliciesInput) {
  return writeRecord(context, requireStarter, async (tx, access) => {
    const company = await kysely(tx)
      .selectFrom('companies')
      .select(['tipping_policy', 'harassment_policy'])
      .where('id', '=', access.record.company_id)
      .executeTakeFirstOrThrow();
    if (company.harassment_policy === null) throw conflict(NO_HARASSMENT_POLICY_MESSAGE);
    if (input.harassment !== true) {
      throw badRequest('Read and acknowledge the sexual-harassment policy', 'harassment');
    }
    if (company.tipping_policy !== null && input.tipping !== true) {
      throw badRequest('Read and acknowledge the tipping policy', 'tipping');
    }
    const acks = [
      { policy: 'harassment', text: company.harassment_policy },
      ...(company.tipping_policy ? [{ policy: 'tipping', text: company.tipping_policy }] : []),
    ];
    await kysely(tx)
      .insertInto('new_starter_policy_acks')
      .values(
        acks.map((ack) => ({
          new_starter_id: access.record.id,
          policy: ack.policy,
          text_sha256: sha256Hex(ack.text),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/** `POST …/first-shift`: any member; 409 before the right-to-work check is recorded. */
export async function confirmFirstShift(context: WriteContext, input: FirstShiftInput) {
  const startsOn = requireDay(input.startsOn, 'startsOn', 'First shift');
  return writeRecord(context, requireMember, async (tx, access) => {
    const check = await kysely(tx)
      .selectFrom('new_starter_checks')
      .select('new_starter_id')
      .where('new_starter_id', '=', access.record.id)
      .executeTakeFirst();
    if (!check) throw conflict(NEW_STARTER_TEXTS.firstShiftNeedsCheck);
    await kysely(tx)
      .updateTable('new_starters')
      .set({
        first_shift_on: startsOn,
        first_shift_confirmed_at: sql<Date>`now()`,
        first_shift_confirmed_by: access.userId,
      })
      .where('id', '=', access.record.id)
      .execute();
  });
}

/** `POST …/left`: owner or admin; the records are kept until 2 years after `leftOn`. */
export async function recordLeft(context: WriteContext, input: LeftInput) {
  const leftOn = requireDay(input.leftOn, 'leftOn', 'Leaving day');
  return writeRecord(context, requireManager, async (tx, access) => {
    await kysely(tx)
      .updateTable('new_starters')
      .set({ left_on: leftOn, keep_until: newStarterKeepUntil(leftOn) })
      .where('id', '=', access.record.id)
      .execute();
  });
}
