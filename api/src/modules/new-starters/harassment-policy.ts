// A company's sexual-harassment prevention policy (Worker Protection Act 2023: employers must
// take reasonable steps to prevent sexual harassment of their staff): companies.harassment_policy
// (migration 034), null until written; new starters acknowledge it (service.ts). As the tipping
// policy (companies/tipping-policy-service.ts): any member reads it, owners and admins write it.
import type { HarassmentPolicy, HarassmentPolicyInput } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';
import { MANAGER_ROLES, requireCompanyMembership, requireCompanyRole } from '../access/index.js';

export async function myHarassmentPolicy(db: Db, userId: string): Promise<HarassmentPolicy> {
  const { companyId } = await requireCompanyMembership(db, { id: userId });
  const row = await kysely(db)
    .selectFrom('companies')
    .select('harassment_policy')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return { text: row?.harassment_policy ?? null };
}

export async function saveMyHarassmentPolicy(
  db: Db,
  userId: string,
  input: HarassmentPolicyInput,
): Promise<HarassmentPolicy> {
  const text = input.text.trim();
  if (!text) throw badRequest('The policy must not be blank', 'text');
  const companyId = await requireCompanyRole(db, { id: userId }, MANAGER_ROLES);
  const row = await kysely(db)
    .updateTable('companies')
    .set({ harassment_policy: text, harassment_policy_updated_at: sql<Date>`now()` })
    .where('id', '=', companyId)
    .returning('harassment_policy')
    .executeTakeFirstOrThrow();
  return { text: row.harassment_policy };
}
