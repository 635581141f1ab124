import { sql } from 'kysely';
import type {
  CultureAnswers,
  GuestInteraction,
  PrimaryValue,
  ServiceApproach,
  TeamSize,
  WorkPace,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { CULTURE_ANSWER_COLUMNS, cultureAnswersOf, type CultureAnswerColumns } from './answers.js';

// The one culture assessment of a candidate or of a company: an `assessments` row of kind
// 'culture', unique per subject (assessments_candidate_kind_key, assessments_company_kind_key).

/** Whose answers: a candidate's (their user id) or a company's. */
export type CultureSubject = { candidateId: string } | { companyId: string };

/** Stored answers with when they last changed. */
export type StoredCulture = { responses: CultureAnswers; updatedAt: string };

/** The answers to store: one per column (null when not given), the values without repeats. */
export type CultureAnswerValues = {
  workPace: WorkPace | null;
  guestInteraction: GuestInteraction | null;
  teamSize: TeamSize | null;
  serviceApproach: ServiceApproach | null;
  primaryValues: PrimaryValue[];
};

const COLUMNS = [...CULTURE_ANSWER_COLUMNS, 'updated_at'] as const;

/** The subject as the row's column and value. */
const subjectOf = (subject: CultureSubject) =>
  'candidateId' in subject
    ? ({ column: 'candidate_id', id: subject.candidateId } as const)
    : ({ column: 'company_id', id: subject.companyId } as const);

const toStored = (row: CultureAnswerColumns & { updated_at: Date | string }): StoredCulture => ({
  responses: cultureAnswersOf(row),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The subject's culture answers, or null when they have not taken the assessment. */
export async function readCulture(db: Db, subject: CultureSubject): Promise<StoredCulture | null> {
  const { column, id } = subjectOf(subject);
  const row = await kysely(db)
    .selectFrom('assessments')
    .select(COLUMNS)
    .where(column, '=', id)
    .where('kind', '=', 'culture')
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/**
 * Stores (creates or replaces) the subject's culture answers: one row per subject, replaced
 * whole; `submitted` (what the client sent) is kept as the row's `answers`.
 */
export async function upsertCulture(
  db: Db,
  subject: CultureSubject,
  answers: CultureAnswerValues,
  submitted: unknown,
): Promise<StoredCulture> {
  const { column, id } = subjectOf(subject);
  const row = await kysely(db)
    .insertInto('assessments')
    .values({
      kind: 'culture',
      candidate_id: column === 'candidate_id' ? id : null,
      company_id: column === 'company_id' ? id : null,
      work_pace: answers.workPace,
      guest_interaction: answers.guestInteraction,
      team_size: answers.teamSize,
      service_approach: answers.serviceApproach,
      primary_values: sql<PrimaryValue[]>`${answers.primaryValues}::text[]`,
      answers: sql`${JSON.stringify(submitted)}::text::jsonb`,
      completed_at: sql`now()`,
    })
    .onConflict((oc) =>
      oc.columns([column, 'kind']).doUpdateSet((eb) => ({
        work_pace: eb.ref('excluded.work_pace'),
        guest_interaction: eb.ref('excluded.guest_interaction'),
        team_size: eb.ref('excluded.team_size'),
        service_approach: eb.ref('excluded.service_approach'),
        primary_values: eb.ref('excluded.primary_values'),
        answers: eb.ref('excluded.answers'),
        completed_at: sql`now()`,
      })),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toStored(row);
}

/**
 * Sets only a company's primary values (the strategy canvas's tags, culture-tools): its other
 * answers stay; a first row has none, and no submitted answers.
 */
export async function upsertCompanyPrimaryValues(
  db: Db,
  companyId: string,
  primaryValues: PrimaryValue[],
): Promise<void> {
  await kysely(db)
    .insertInto('assessments')
    .values({
      kind: 'culture',
      company_id: companyId,
      primary_values: sql<PrimaryValue[]>`${primaryValues}::text[]`,
      answers: sql`'{}'::jsonb`,
      completed_at: sql`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'kind'])
        .doUpdateSet((eb) => ({ primary_values: eb.ref('excluded.primary_values') })),
    )
    .execute();
}
