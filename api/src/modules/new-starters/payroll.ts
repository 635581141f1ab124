// The payroll CSV (`GET /api/companies/mine/payroll.csv`, owners and admins): one row per new
// starter with bank details who has not left, with the full sort code and account number: the
// only place they leave the API. Every download is logged on each record it holds
// (new_starter_bank_views: who, when, via 'payroll_csv'), in the transaction that reads them.
import { formatSortCode, londonDay, STUDENT_LOAN_PLAN_LABELS } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { MANAGER_ROLES, requireCompanyRole } from '../access/index.js';
// The one CSV writer (formula-injection safe).
import { toCsv } from '../../http/csv.js';
import { decryptBank } from './crypto.js';
import { day } from './store.js';

const HEADER = [
  'Name',
  'Job',
  'Start date',
  'National Insurance number',
  'Starter statement',
  'Student loan',
  'Postgraduate loan',
  'Account name',
  'Sort code',
  'Account number',
];

export async function payrollCsv(
  db: Db,
  key: Buffer,
  userId: string,
): Promise<{ fileName: string; csv: string }> {
  return db.transaction(async (tx) => {
    const companyId = await requireCompanyRole(tx, { id: userId }, MANAGER_ROLES);
    const rows = await kysely(tx)
      .selectFrom('new_starters as ns')
      .leftJoin('users as u', 'u.id', 'ns.candidate_id')
      .select([
        'ns.id',
        sql<string>`coalesce(ns.person_name, u.first_name || ' ' || u.last_name, 'Former candidate')`.as(
          'name',
        ),
        'ns.job_title',
        day('ns.start_date').as('start_date'),
        'ns.ni_number',
        'ns.starter_statement',
        'ns.student_loan_plan',
        'ns.postgraduate_loan',
        'ns.bank_ciphertext',
      ])
      .where('ns.company_id', '=', companyId)
      .where('ns.bank_ciphertext', 'is not', null)
      .where('ns.left_on', 'is', null)
      .orderBy('ns.start_date')
      .orderBy('ns.created_at')
      .execute();
    if (rows.length) {
      await kysely(tx)
        .insertInto('new_starter_bank_views')
        .values(
          rows.map((row) => ({ new_starter_id: row.id, viewed_by: userId, via: 'payroll_csv' })),
        )
        .execute();
    }
    const body = rows.map((row) => {
      const bank = row.bank_ciphertext ? decryptBank(key, row.id, row.bank_ciphertext) : null;
      return [
        row.name,
        row.job_title,
        row.start_date,
        row.ni_number,
        row.starter_statement,
        row.student_loan_plan ? STUDENT_LOAN_PLAN_LABELS[row.student_loan_plan] : null,
        row.postgraduate_loan === null ? null : row.postgraduate_loan ? 'Yes' : 'No',
        bank?.accountName ?? null,
        bank ? formatSortCode(bank.sortCode) : null,
        bank?.accountNumber ?? null,
      ];
    });
    return { fileName: `payroll-${londonDay()}.csv`, csv: toCsv([HEADER, ...body]) };
  });
}
