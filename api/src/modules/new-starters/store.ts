// Reading new-starter records: the facts their steps need (one query for any number of
// applications: the board's cards and the candidate's list), the record row, and the policies.
import type { NewStarterProgress } from 'shared-kernel/contract';
import { londonDay } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { sha256Hex } from './evidence.js';
import { progressOf, type StepFacts } from './steps.js';

/** A date column as the contract's 'YYYY-MM-DD' (src/db/tables.ts: never read a date as a Date). */
export const day = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export const NOT_FOUND_MESSAGE = 'New-starter record not found';

/** The company's policies the candidate acknowledges (null: not written). */
export type CompanyPolicies = { tipping: string | null; harassment: string | null };

/** The policies each acknowledged in its current words (a rewritten policy needs a new one). */
export function acknowledgedNow(
  policies: CompanyPolicies,
  acks: { policy: string; text_sha256: string }[],
): { tipping: boolean; harassment: boolean } {
  const has = (policy: 'tipping' | 'harassment') => {
    const text = policies[policy];
    return (
      text !== null &&
      acks.some((ack) => ack.policy === policy && ack.text_sha256 === sha256Hex(text))
    );
  };
  return { tipping: has('tipping'), harassment: has('harassment') };
}

type FactRow = {
  application_id: string | null;
  new_starter_id: string;
  start_date: string | null;
  check_result: string | null;
  check_expires_on: string | null;
  starter_saved: boolean;
  bank_saved: boolean;
  contract_signed: boolean;
  tipping_policy: string | null;
  harassment_policy: string | null;
};

/** The facts of the records of `applicationIds`, by application id (none: no accepted offer). */
export async function factsOf(db: Db, applicationIds: string[]): Promise<Map<string, StepFacts>> {
  const byApplication = new Map<string, StepFacts>();
  if (!applicationIds.length) return byApplication;
  const rows: FactRow[] = await kysely(db)
    .selectFrom('new_starters as ns')
    .innerJoin('companies as c', 'c.id', 'ns.company_id')
    .leftJoin('new_starter_checks as k', 'k.new_starter_id', 'ns.id')
    .leftJoin('new_starter_contracts as ct', 'ct.new_starter_id', 'ns.id')
    .leftJoin('new_starter_signatures as s', (join) =>
      join.onRef('s.new_starter_id', '=', 'ns.id').onRef('s.document_sha256', '=', 'ct.sha256'),
    )
    .select((eb) => [
      'ns.application_id',
      'ns.id as new_starter_id',
      day('ns.start_date').as('start_date'),
      'k.result as check_result',
      day('k.expires_on').as('check_expires_on'),
      eb('ns.starter_saved_at', 'is not', null).$castTo<boolean>().as('starter_saved'),
      eb('ns.bank_saved_at', 'is not', null).$castTo<boolean>().as('bank_saved'),
      eb('s.new_starter_id', 'is not', null).$castTo<boolean>().as('contract_signed'),
      'c.tipping_policy',
      'c.harassment_policy',
    ])
    .where('ns.application_id', '=', (eb) => eb.fn.any(eb.val(applicationIds)))
    .execute();
  const acks = rows.length
    ? await kysely(db)
        .selectFrom('new_starter_policy_acks')
        .select(['new_starter_id', 'policy', 'text_sha256'])
        .where('new_starter_id', '=', (eb) => eb.fn.any(eb.val(rows.map((r) => r.new_starter_id))))
        .execute()
    : [];
  for (const row of rows) {
    if (!row.application_id) continue;
    const policies = { tipping: row.tipping_policy, harassment: row.harassment_policy };
    const acked = acknowledgedNow(
      policies,
      acks.filter((ack) => ack.new_starter_id === row.new_starter_id),
    );
    byApplication.set(row.application_id, {
      startDate: row.start_date,
      check: row.check_result
        ? { result: row.check_result, expiresOn: row.check_expires_on }
        : null,
      starterSaved: row.starter_saved,
      bankSaved: row.bank_saved,
      contractSigned: row.contract_signed,
      // The harassment policy is every employer's duty (Worker Protection Act 2023), so the step
      // waits for it to be written and acknowledged; the tipping policy only when there is one.
      policiesAcknowledged: acked.harassment && (policies.tipping === null || acked.tipping),
    });
  }
  return byApplication;
}

/**
 * The progress of each application's record for the cards (the board's, the candidate's list),
 * by application id; an application without an accepted offer is absent (the card shows null).
 */
export async function newStarterProgress(
  db: Db,
  applicationIds: string[],
  today: string = londonDay(),
): Promise<Map<string, NewStarterProgress>> {
  const facts = await factsOf(db, applicationIds);
  return new Map([...facts].map(([id, fact]) => [id, progressOf(fact, today)]));
}
