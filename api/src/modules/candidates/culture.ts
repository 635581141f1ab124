import {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES,
} from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import {
  readCulture,
  upsertCulture,
  type CultureAnswerValues,
  type StoredCulture,
} from '../culture-answers/index.js';

// A candidate's culture answers (spec section 3), one `assessments` row of kind 'culture' with the
// candidate as subject (stored by the culture-answers module). The routes
// (`GET/PUT /api/cultural-assessment`) live in the companies module, which also stores companies'
// answers; it calls these two functions for candidates.

export type CandidateCulture = StoredCulture;

function oneOf<T extends string>(
  responses: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
): T | null {
  const value = responses[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw badRequest(`${key} must be one of ${allowed.join(', ')}`, `responses.${key}`);
  return value as T;
}

/** Checks a responses object (unknown keys refused); each answer optional. */
export function parseCultureResponses(input: unknown): CultureAnswerValues {
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
    primaryValues: [...new Set(rawValues as CultureAnswerValues['primaryValues'])],
  };
}

/** The candidate's culture answers, or null when they have not taken the assessment. */
export async function getCandidateCulture(
  db: Db,
  userId: string,
): Promise<CandidateCulture | null> {
  return readCulture(db, { candidateId: userId });
}

/** Stores (creates or replaces) the candidate's culture answers; 400 naming a bad answer. */
export async function saveCandidateCulture(
  db: Db,
  userId: string,
  responses: unknown,
): Promise<CandidateCulture> {
  return upsertCulture(db, { candidateId: userId }, parseCultureResponses(responses), responses);
}
