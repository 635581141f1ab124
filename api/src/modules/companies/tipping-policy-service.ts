import type { TippingPolicy, TippingPolicyInput } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';
import { requireManagerOf, requireMembership } from './company-service.js';

// A company's written tipping policy (issue 43 item 2; Employment (Allocation of Tips) Act
// 2023): companies.tipping_policy (migration 032), null until written. Its jobs may say they have
// tips only once it exists (jobs/tips.ts checks that).

/** The company's policy text, or null when it has none. */
export async function tippingPolicyText(db: Db, companyId: string): Promise<string | null> {
  const row = await kysely(db)
    .selectFrom('companies')
    .select('tipping_policy')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.tipping_policy ?? null;
}

/** `GET /api/companies/mine/tipping-policy`: any member of the company. */
export async function myTippingPolicy(db: Db, userId: string): Promise<TippingPolicy> {
  const { companyId } = await requireMembership(db, userId);
  return { text: await tippingPolicyText(db, companyId) };
}

/** `PUT /api/companies/mine/tipping-policy`: the company's owner or an admin (else 403). */
export async function saveMyTippingPolicy(
  db: Db,
  userId: string,
  input: TippingPolicyInput,
): Promise<TippingPolicy> {
  const text = input.text.trim();
  if (!text) throw badRequest('Tipping policy must not be blank', 'text');
  const companyId = await requireManagerOf(db, userId);
  const row = await kysely(db)
    .updateTable('companies')
    .set({ tipping_policy: text, tipping_policy_updated_at: sql<Date>`now()` })
    .where('id', '=', companyId)
    .returning('tipping_policy')
    .executeTakeFirstOrThrow();
  return { text: row.tipping_policy };
}
