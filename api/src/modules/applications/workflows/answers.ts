// An application's screening answers and the knock-out that fired on it (issue 33), as the
// candidate's detail (answers) and the recruiter's pipeline (answers and knock-out) show them.
import type { FiredKnockout, ScreeningAnswer } from 'shared-kernel/contract';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { iso } from '../store.js';

/** The answers of each application, in the job's order (as asked). */
export async function answersOf(
  db: Db,
  applicationIds: readonly string[],
): Promise<Map<string, ScreeningAnswer[]>> {
  const byId = new Map<string, ScreeningAnswer[]>();
  if (!applicationIds.length) return byId;
  const rows = await kysely(db)
    .selectFrom('application_answers')
    .select(['application_id', 'question_id', 'question', 'kind', 'answer'])
    .where('application_id', '=', (eb) => eb.fn.any(eb.val([...applicationIds])))
    .orderBy('application_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byId.get(row.application_id) ?? [];
    list.push({
      questionId: row.question_id,
      question: row.question,
      kind: row.kind,
      answer: row.answer,
    });
    byId.set(row.application_id, list);
  }
  return byId;
}

type KnockoutRow = {
  question_id: string;
  question: string;
  answer: string | number;
  rule: FiredKnockout['rule'];
  rejects_at: Date | string | null;
  overridden_at: Date | string | null;
};

export const serializeKnockout = (row: KnockoutRow): FiredKnockout => ({
  questionId: row.question_id,
  question: row.question,
  answer: row.answer,
  rule: row.rule,
  rejectsAt: iso(row.rejects_at),
  overridden: row.overridden_at !== null,
});

export const KNOCKOUT_COLUMNS = [
  'application_id',
  'question_id',
  'question',
  'answer',
  'rule',
  'rejects_at',
  'overridden_at',
] as const;

/** The knock-out that fired on each application that has one. */
export async function knockoutsOf(
  db: Db,
  applicationIds: readonly string[],
): Promise<Map<string, FiredKnockout>> {
  if (!applicationIds.length) return new Map();
  const rows = await kysely(db)
    .selectFrom('application_knockouts')
    .select(KNOCKOUT_COLUMNS)
    .where('application_id', '=', (eb) => eb.fn.any(eb.val([...applicationIds])))
    .execute();
  return new Map(rows.map((row) => [row.application_id, serializeKnockout(row)]));
}
