import type { JobTipsInput, TipKind } from 'shared-kernel/contract';
import { TIPS_NEED_POLICY_MESSAGE, tipsProblem } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { hasTippingPolicy } from '../companies/index.js';

// A job's tips apart from pay (issue 43 item 2; migration 032): checked and turned into columns
// for a create or a PATCH. Every refusal is a 400 naming `tips`.

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
