// One record as GET …/onboarding answers it: the steps for every reader, the detail for the
// candidate and the company's owners and admins (view 'full'). Bank details are decrypted here
// only to be masked: the full values leave the API in the payroll CSV alone (payroll.ts).
import type { NewStarter } from 'shared-kernel/contract';
import {
  londonDay,
  maskDigits,
  normaliseSortCode,
  readyForFirstShift,
  rightToWorkFollowUpDay,
  type EvidenceType,
} from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { Access } from './access.js';
import { decryptBank } from './crypto.js';
import { day, factsOf } from './store.js';
import { stepsOf } from './steps.js';
import { sha256Hex } from './evidence.js';

/** A person no longer on record (a deleted user's row is kept, so rarely needed). */
const NOBODY = { id: '00000000-0000-0000-0000-000000000000', name: 'Former member' };

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : NOBODY);

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const isoTime = (value: Date | string) => new Date(value).toISOString();

/** '123456' → '••-••-56': the last two digits only. */
const maskSortCode = (value: string) => `••-••-${normaliseSortCode(value).slice(-2)}`;

/** A user's name as every screen shows it. */
const nameOf = (first: string, last: string) =>
  sql<string>`${sql.ref(first)} || ' ' || ${sql.ref(last)}`;

async function recordRow(db: Db, id: string) {
  return kysely(db)
    .selectFrom('new_starters as ns')
    .innerJoin('companies as c', 'c.id', 'ns.company_id')
    .leftJoin('users as u', 'u.id', 'ns.candidate_id')
    .leftJoin('users as fs', 'fs.id', 'ns.first_shift_confirmed_by')
    .select([
      'ns.id',
      'ns.application_id',
      'ns.candidate_id',
      'ns.person_name',
      'ns.job_id',
      'ns.job_title',
      'ns.company_id',
      'c.name as company_name',
      'c.tipping_policy',
      'c.harassment_policy',
      day('ns.start_date').as('start_date'),
      'ns.rtw_route',
      'ns.share_code',
      day('ns.date_of_birth').as('date_of_birth'),
      day('ns.share_code_valid_until').as('share_code_valid_until'),
      'ns.rtw_submitted_at',
      'ns.starter_statement',
      'ns.ni_number',
      'ns.student_loan_plan',
      'ns.postgraduate_loan',
      'ns.starter_saved_at',
      'ns.bank_ciphertext',
      'ns.bank_saved_at',
      day('ns.first_shift_on').as('first_shift_on'),
      'ns.first_shift_confirmed_at',
      'ns.first_shift_confirmed_by',
      nameOf('fs.first_name', 'fs.last_name').as('first_shift_confirmed_by_name'),
      day('ns.left_on').as('left_on'),
      day('ns.keep_until').as('keep_until'),
      sql<string>`coalesce(${sql.ref('ns.person_name')}, ${nameOf('u.first_name', 'u.last_name')}, 'Former candidate')`.as(
        'candidate_name',
      ),
    ])
    .where('ns.id', '=', id)
    .executeTakeFirstOrThrow();
}

async function checkOf(db: Db, id: string) {
  return kysely(db)
    .selectFrom('new_starter_checks as k')
    .leftJoin('users as r', 'r.id', 'k.recorded_by')
    .select([
      'k.route',
      day('k.checked_on').as('checked_on'),
      'k.result',
      day('k.expires_on').as('expires_on'),
      'k.evidence_file_name',
      'k.evidence_content_type',
      'k.evidence_size',
      'k.evidence_sha256',
      'k.recorded_by',
      nameOf('r.first_name', 'r.last_name').as('recorded_by_name'),
      'k.recorded_at',
    ])
    .where('k.new_starter_id', '=', id)
    .executeTakeFirst();
}

async function contractOf(db: Db, id: string) {
  return kysely(db)
    .selectFrom('new_starter_contracts as ct')
    .leftJoin('users as a', 'a.id', 'ct.attached_by')
    .leftJoin('new_starter_signatures as s', (join) =>
      join
        .onRef('s.new_starter_id', '=', 'ct.new_starter_id')
        .onRef('s.document_sha256', '=', 'ct.sha256'),
    )
    .select([
      'ct.format',
      'ct.text',
      'ct.file_name',
      'ct.sha256',
      'ct.attached_at',
      'ct.attached_by',
      nameOf('a.first_name', 'a.last_name').as('attached_by_name'),
      's.full_name',
      's.signed_at',
      's.ip_address',
      's.document_sha256',
    ])
    .where('ct.new_starter_id', '=', id)
    .executeTakeFirst();
}

async function bankViewsOf(db: Db, id: string) {
  return kysely(db)
    .selectFrom('new_starter_bank_views as v')
    .innerJoin('users as u', 'u.id', 'v.viewed_by')
    .select(['v.viewed_by', nameOf('u.first_name', 'u.last_name').as('name'), 'v.viewed_at'])
    .where('v.new_starter_id', '=', id)
    .orderBy('v.viewed_at', 'desc')
    .limit(200)
    .execute();
}

/** The record as `access` may read it (`today`: London, a test moves it). */
export async function viewRecord(
  db: Db,
  key: Buffer,
  access: Access,
  today: string = londonDay(),
): Promise<NewStarter> {
  const id = access.record.id;
  const row = await recordRow(db, id);
  const facts = row.application_id
    ? (await factsOf(db, [row.application_id])).get(row.application_id)
    : undefined;
  const steps = facts ? stepsOf(facts, today) : [];
  const base: NewStarter = {
    applicationId: row.application_id ?? id,
    candidate: person(row.candidate_id ?? id, row.candidate_name),
    job: { id: row.job_id ?? id, title: row.job_title },
    company: { id: row.company_id, name: row.company_name },
    steps,
    readyForFirstShift: readyForFirstShift(steps),
    startDate: row.start_date,
    firstShift:
      row.first_shift_on && row.first_shift_confirmed_at
        ? {
            startsOn: row.first_shift_on,
            confirmedAt: isoTime(row.first_shift_confirmed_at),
            confirmedBy: person(row.first_shift_confirmed_by, row.first_shift_confirmed_by_name),
          }
        : null,
    leftOn: row.left_on,
    keepUntil: row.keep_until,
    view: access.who === 'member' ? 'steps' : 'full',
  };
  if (access.who === 'member') return base;
  const [check, contract, views, acks] = await Promise.all([
    checkOf(db, id),
    contractOf(db, id),
    bankViewsOf(db, id),
    kysely(db)
      .selectFrom('new_starter_policy_acks')
      .select(['policy', 'text_sha256', 'acknowledged_at'])
      .where('new_starter_id', '=', id)
      .execute(),
  ]);
  const bank = row.bank_ciphertext ? decryptBank(key, id, row.bank_ciphertext) : null;
  const policy = (kind: 'tipping' | 'harassment', text: string | null) => {
    if (text === null) return null;
    const ack = acks.find((a) => a.policy === kind && a.text_sha256 === sha256Hex(text));
    return { text, acknowledgedAt: ack ? isoTime(ack.acknowledged_at) : null };
  };
  return {
    ...base,
    rightToWork: {
      route: row.rtw_route,
      shareCode: row.share_code,
      dateOfBirth: row.date_of_birth,
      shareCodeValidUntil: row.share_code_valid_until,
      submittedAt: iso(row.rtw_submitted_at),
      check: check
        ? {
            route: check.route,
            checkedOn: check.checked_on ?? '',
            result: check.result,
            expiresOn: check.expires_on,
            followUpOn: check.expires_on ? rightToWorkFollowUpDay(check.expires_on) : null,
            evidence: {
              fileName: check.evidence_file_name,
              contentType: check.evidence_content_type as EvidenceType,
              size: check.evidence_size,
              sha256: check.evidence_sha256,
            },
            recordedBy: person(check.recorded_by, check.recorded_by_name),
            recordedAt: isoTime(check.recorded_at),
          }
        : null,
    },
    starter:
      row.starter_saved_at && row.ni_number && row.starter_statement && row.student_loan_plan
        ? {
            statement: row.starter_statement,
            niNumber: row.ni_number,
            studentLoanPlan: row.student_loan_plan,
            postgraduateLoan: row.postgraduate_loan ?? false,
            savedAt: isoTime(row.starter_saved_at),
          }
        : null,
    bank:
      bank && row.bank_saved_at
        ? {
            accountName: bank.accountName,
            sortCode: maskSortCode(bank.sortCode),
            accountNumber: maskDigits(bank.accountNumber),
            savedAt: isoTime(row.bank_saved_at),
          }
        : null,
    bankViews: views.map((v) => ({
      by: person(v.viewed_by, v.name),
      at: isoTime(v.viewed_at),
      via: 'payroll_csv' as const,
    })),
    contract: contract
      ? {
          format: contract.format,
          text: contract.text,
          fileName: contract.file_name,
          sha256: contract.sha256,
          attachedAt: isoTime(contract.attached_at),
          attachedBy: person(contract.attached_by, contract.attached_by_name),
          signature:
            contract.full_name && contract.signed_at && contract.ip_address
              ? {
                  fullName: contract.full_name,
                  signedAt: isoTime(contract.signed_at),
                  ipAddress: contract.ip_address,
                  sha256: contract.document_sha256 ?? contract.sha256,
                }
              : null,
        }
      : null,
    policies: {
      tipping: policy('tipping', row.tipping_policy),
      harassment: policy('harassment', row.harassment_policy),
    },
  };
}
