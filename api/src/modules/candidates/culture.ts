import {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES,
  type CultureResponses,
} from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';

// A candidate's culture answers (spec section 3), one `assessments` row of kind 'culture' with the
// candidate as subject. The routes (`GET/PUT /api/cultural-assessment`) live in the companies
// module, which also stores companies' answers; it calls these two functions for candidates.

export type CandidateCulture = { responses: CultureResponses; updatedAt: string };

type Row = {
  work_pace: string | null;
  guest_interaction: string | null;
  team_size: string | null;
  service_approach: string | null;
  primary_values: string[];
  updated_at: Date | string;
};

const COLUMNS =
  'work_pace, guest_interaction, team_size, service_approach, primary_values, updated_at';

/** The responses object with only the answers given (an empty object when none are). */
export function responsesOf(row: Omit<Row, 'updated_at'>): CultureResponses {
  const responses: Record<string, unknown> = {};
  if (row.work_pace) responses.workPace = row.work_pace;
  if (row.guest_interaction) responses.guestInteraction = row.guest_interaction;
  if (row.team_size) responses.teamSize = row.team_size;
  if (row.service_approach) responses.serviceApproach = row.service_approach;
  if (row.primary_values?.length) responses.primaryValues = row.primary_values;
  return responses as CultureResponses;
}

const toCulture = (row: Row): CandidateCulture => ({
  responses: responsesOf(row),
  updatedAt: new Date(row.updated_at).toISOString(),
});

function oneOf(
  responses: Record<string, unknown>,
  key: string,
  allowed: readonly string[],
): string | null {
  const value = responses[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw badRequest(`${key} must be one of ${allowed.join(', ')}`, `responses.${key}`);
  return value;
}

/** Checks a responses object (unknown keys refused); each answer optional. */
export function parseCultureResponses(input: unknown): {
  workPace: string | null;
  guestInteraction: string | null;
  teamSize: string | null;
  serviceApproach: string | null;
  primaryValues: string[];
} {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw badRequest('responses must be an object', 'responses');
  const responses = input as Record<string, unknown>;
  const known = ['workPace', 'guestInteraction', 'teamSize', 'serviceApproach', 'primaryValues'];
  for (const key of Object.keys(responses)) {
    if (!known.includes(key)) throw badRequest(`Unknown answer ${key}`, `responses.${key}`);
  }
  const rawValues = responses.primaryValues ?? [];
  if (
    !Array.isArray(rawValues) ||
    rawValues.some((v) => typeof v !== 'string' || !PRIMARY_VALUES.includes(v as never))
  )
    throw badRequest(
      `primaryValues must be a list of ${PRIMARY_VALUES.join(', ')}`,
      'responses.primaryValues',
    );
  return {
    workPace: oneOf(responses, 'workPace', WORK_PACES),
    guestInteraction: oneOf(responses, 'guestInteraction', GUEST_INTERACTIONS),
    teamSize: oneOf(responses, 'teamSize', TEAM_SIZES),
    serviceApproach: oneOf(responses, 'serviceApproach', SERVICE_APPROACHES),
    primaryValues: [...new Set(rawValues as string[])],
  };
}

/** The candidate's culture answers, or null when they have not taken the assessment. */
export async function getCandidateCulture(
  db: Db,
  userId: string,
): Promise<CandidateCulture | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM assessments WHERE candidate_id = $1 AND kind = 'culture'`,
    [userId],
  );
  return rows[0] ? toCulture(rows[0]) : null;
}

/** Stores (creates or replaces) the candidate's culture answers; 400 naming a bad answer. */
export async function saveCandidateCulture(
  db: Db,
  userId: string,
  responses: unknown,
): Promise<CandidateCulture> {
  const r = parseCultureResponses(responses);
  const { rows } = await db.query<Row>(
    `INSERT INTO assessments (kind, candidate_id, work_pace, guest_interaction, team_size,
                              service_approach, primary_values, answers, completed_at)
     VALUES ('culture', $1, $2, $3, $4, $5, $6::text[], $7::text::jsonb, now())
     ON CONFLICT (candidate_id, kind) DO UPDATE SET
       work_pace = EXCLUDED.work_pace,
       guest_interaction = EXCLUDED.guest_interaction,
       team_size = EXCLUDED.team_size,
       service_approach = EXCLUDED.service_approach,
       primary_values = EXCLUDED.primary_values,
       answers = EXCLUDED.answers,
       completed_at = now()
     RETURNING ${COLUMNS}`,
    [
      userId,
      r.workPace,
      r.guestInteraction,
      r.teamSize,
      r.serviceApproach,
      r.primaryValues,
      JSON.stringify(responses),
    ],
  );
  return toCulture(rows[0]);
}
