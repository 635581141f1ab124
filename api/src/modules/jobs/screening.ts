// A job's screening questions (issue 33): read with the job (`screeningColumn`, a JSON list in
// the job's row), serialised into every job JSON with `knockout` only for the job's company's
// recruiters, and saved from the job form's whole list (`saveScreening`): an `id` keeps a question
// (and its answers and stats), no `id` adds one, a question left out is removed.
import type { Knockout, ScreeningKind, ScreeningQuestion } from 'shared-kernel/contract';
import type { ScreeningQuestionInput } from 'shared-kernel/contract';
import { screeningProblem } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';

/** A stored question as the job's row carries it. */
export type ScreeningRow = {
  id: string;
  question: string;
  kind: ScreeningKind;
  choices: string[] | null;
  required: boolean;
  knockout: Knockout | null;
};

/**
 * The job's questions in order, as one JSON list (`[]` for none), over a query with the job as
 * `j`: add it with `.select(screeningColumn)`.
 */
export const screeningColumn = sql<ScreeningRow[]>`(
  SELECT coalesce(
    jsonb_agg(
      jsonb_build_object(
        'id', q.id, 'question', q.question, 'kind', q.kind, 'choices', q.choices,
        'required', q.required, 'knockout', q.knockout
      ) ORDER BY q.position
    ),
    '[]'::jsonb
  )
  FROM job_screening_questions q WHERE q.job_id = j.id
)`.as('screening');

/** The contract's questions; `knockout` only when the viewer is one of the job's recruiters. */
export function serializeScreening(
  rows: readonly ScreeningRow[] | undefined,
  withKnockouts: boolean,
): ScreeningQuestion[] {
  return (rows ?? []).map((row) => ({
    id: row.id,
    question: row.question,
    kind: row.kind,
    ...(row.choices ? { choices: row.choices } : {}),
    required: row.required,
    ...(withKnockouts ? { knockout: row.knockout ?? null } : {}),
  }));
}

/** The job's stored questions, in order (for checking answers at apply). */
export async function questionsOfJob(db: Db, jobId: string): Promise<ScreeningRow[]> {
  return kysely(db)
    .selectFrom('job_screening_questions')
    .select(['id', 'question', 'kind', 'choices', 'required', 'knockout'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
}

/** 400 naming `screening/<n>/…` unless the list can be saved (shapes, kinds, knock-outs). */
export function checkScreening(inputs: readonly ScreeningQuestionInput[]): void {
  const problem = screeningProblem(inputs);
  if (problem) throw badRequest(problem.message, problem.field);
}

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** Replaces the job's questions with `inputs` (checked with checkScreening first), in its tx. */
export async function saveScreening(
  tx: Db,
  jobId: string,
  inputs: readonly ScreeningQuestionInput[],
): Promise<void> {
  const existing = new Set((await questionsOfJob(tx, jobId)).map((row) => row.id));
  for (const [index, input] of inputs.entries()) {
    if (input.id !== undefined && !existing.has(input.id))
      throw badRequest(
        `Question ${index + 1}: not a question of this job`,
        `screening/${index}/id`,
      );
  }
  const kept = inputs.flatMap((input) => (input.id ? [input.id] : []));
  await kysely(tx)
    .deleteFrom('job_screening_questions')
    .where('job_id', '=', jobId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .returning('id')
    .execute();
  for (const [position, input] of inputs.entries()) {
    const fields = {
      position,
      question: input.question.trim(),
      kind: input.kind,
      choices: input.kind === 'choice' ? json(input.choices?.map((c) => c.trim())) : null,
      required: input.required,
      knockout: json(input.knockout ?? null),
    };
    if (input.id) {
      await kysely(tx)
        .updateTable('job_screening_questions')
        .set(fields)
        .where('id', '=', input.id)
        .where('job_id', '=', jobId)
        .returning('id')
        .execute();
    } else {
      await kysely(tx)
        .insertInto('job_screening_questions')
        .values({ job_id: jobId, ...fields })
        .returning('id')
        .execute();
    }
  }
}
