import type { CultureResponsesInput } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { readCulture, upsertCulture, type StoredCulture } from '../culture-answers/index.js';
import { requireManagerOf, requireMembership } from './company-service.js';
import { markStepDone } from './onboarding.js';

// A company's culture answers (spec section 3): the `assessments` row of kind 'culture' with the
// company as subject (stored by the culture-answers module).

export type { CultureResponsesInput } from 'shared-kernel/contract';

export type CompanyCulture = StoredCulture;

/** A company's culture answers, or null when it has none. */
export async function companyCulture(db: Db, companyId: string): Promise<CompanyCulture | null> {
  return readCulture(db, { companyId });
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
    const culture = await upsertCulture(
      tx,
      { companyId },
      {
        workPace: responses.workPace ?? null,
        guestInteraction: responses.guestInteraction ?? null,
        teamSize: responses.teamSize ?? null,
        serviceApproach: responses.serviceApproach ?? null,
        primaryValues: [...new Set(responses.primaryValues ?? [])],
      },
      responses,
    );
    await markStepDone(tx, companyId, 'culture_assessment', userId);
    return culture;
  });
}
