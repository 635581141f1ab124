import {
  TEAM_SIZES,
  type CultureAnswers,
  type CultureResponsesInput,
  type GuestInteraction,
  type PrimaryValue,
  type ServiceApproach,
  type TeamSize,
  type WorkPace,
} from 'shared-kernel/contract';
import type { CultureResponses } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { requireManagerOf, requireMembership } from './company-service.js';
import { markStepDone } from './onboarding.js';

// A company's culture answers (spec section 3): the `assessments` row of kind 'culture' with the
// company as subject.

export type { CultureResponsesInput } from 'shared-kernel/contract';

export type CultureRow = {
  work_pace: WorkPace | null;
  guest_interaction: GuestInteraction | null;
  team_size: TeamSize | null;
  service_approach: ServiceApproach | null;
  primary_values: PrimaryValue[];
  updated_at: Date | string;
};

export type CompanyCulture = { responses: CultureAnswers; updatedAt: string };

export const CULTURE_COLUMNS =
  'work_pace, guest_interaction, team_size, service_approach, primary_values, updated_at';

/** The responses object with only the answers given. */
export function cultureResponses(row: Omit<CultureRow, 'updated_at'>): CultureAnswers {
  const responses: CultureAnswers = {};
  if (row.work_pace) responses.workPace = row.work_pace;
  if (row.guest_interaction) responses.guestInteraction = row.guest_interaction;
  if (row.team_size) responses.teamSize = row.team_size;
  if (row.service_approach) responses.serviceApproach = row.service_approach;
  if (row.primary_values.length) responses.primaryValues = row.primary_values;
  return responses;
}

const toCulture = (row: CultureRow): CompanyCulture => ({
  responses: cultureResponses(row),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A company's culture answers, or null when it has none. */
export async function companyCulture(db: Db, companyId: string): Promise<CompanyCulture | null> {
  const { rows } = await db.query<CultureRow>(
    `SELECT ${CULTURE_COLUMNS} FROM assessments WHERE company_id = $1 AND kind = 'culture'`,
    [companyId],
  );
  return rows[0] ? toCulture(rows[0]) : null;
}

export async function getMyCompanyCulture(db: Db, userId: string) {
  const { companyId } = await requireMembership(db, userId);
  return companyCulture(db, companyId);
}

/** Stores (creates or replaces) the recruiter's company's answers; marks the step done. */
export async function saveMyCompanyCulture(
  db: Db,
  userId: string,
  responses: CultureResponsesInput,
): Promise<CompanyCulture> {
  return db.transaction(async (tx) => {
    const companyId = await requireManagerOf(tx, userId);
    const { rows } = await tx.query<CultureRow>(
      `INSERT INTO assessments (kind, company_id, work_pace, guest_interaction, team_size,
                                service_approach, primary_values, answers, completed_at)
       VALUES ('culture', $1, $2, $3, $4, $5, $6::text[], $7::text::jsonb, now())
       ON CONFLICT (company_id, kind) DO UPDATE SET
         work_pace = EXCLUDED.work_pace,
         guest_interaction = EXCLUDED.guest_interaction,
         team_size = EXCLUDED.team_size,
         service_approach = EXCLUDED.service_approach,
         primary_values = EXCLUDED.primary_values,
         answers = EXCLUDED.answers,
         completed_at = now()
       RETURNING ${CULTURE_COLUMNS}`,
      [
        companyId,
        responses.workPace ?? null,
        responses.guestInteraction ?? null,
        responses.teamSize ?? null,
        responses.serviceApproach ?? null,
        [...new Set(responses.primaryValues ?? [])],
        JSON.stringify(responses),
      ],
    );
    await markStepDone(tx, companyId, 'culture_assessment', userId);
    return toCulture(rows[0]);
  });
}

/**
 * A candidate's answers (candidates/culture.ts, whose team size is a plain string) as the
 * contract's answers: the team size kept when it is one of TEAM_SIZES (the database's CHECK).
 */
export function asCultureAnswers({ teamSize, ...rest }: CultureResponses): CultureAnswers {
  const size = TEAM_SIZES.find((value) => value === teamSize);
  return size ? { ...rest, teamSize: size } : rest;
}
