import type { JobTipsInput, TipKind } from 'shared-kernel/contract';
import { TIPS_NEED_POLICY_MESSAGE, tipsProblem } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { kysely } from '../../db/kysely.js';

// A job's tips apart from pay (issue 43 item 2; migration 032): checked and turned into columns
// for a create or a PATCH. Every refusal is a 400 naming `tips`.

/**
 * Whether the company has written its tipping policy (companies.tipping_policy, kept by the
 * companies module's tipping-policy-service.ts; read here as job-select.ts reads the company's
 * name, not through that module, which depends on this one).
 */
async function hasTippingPolicy(db: Db, companyId: string): Promise<boolean> {
  const row = await kysely(db)
    .selectFrom('companies')
    .select('tipping_policy')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.tipping_policy != null;
}

export type TipsColumns = { tips_kind: TipKind; tips_average_pence: number | null };

/**
 * The tips columns after `tips` (absent on a PATCH: the current ones; on a create: none). A kind
 * other than none needs the company's written tipping policy.
 */
export async function tipsColumns(
  db: Db,
  companyId: string,
  tips: JobTipsInput | undefined,
  current: TipsColumns | null,
): Promise<TipsColumns> {
  if (tips === undefined)
    return current
      ? { tips_kind: current.tips_kind, tips_average_pence: current.tips_average_pence }
      : { tips_kind: 'none', tips_average_pence: null };
  const problem = tipsProblem(tips);
  if (problem) throw badRequest(problem, 'tips');
  if (tips.kind !== 'none' && !(await hasTippingPolicy(db, companyId)))
    throw badRequest(TIPS_NEED_POLICY_MESSAGE, 'tips');
  const average = tips.averagePerHour;
  return {
    tips_kind: tips.kind,
    tips_average_pence: average == null ? null : Math.round(average * 100),
  };
}
