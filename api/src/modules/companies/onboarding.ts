import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';

// Company onboarding: one row per (company, step) in company_onboarding_steps. The steps shown are
// these four; a missing row counts as not done (companies made by seeds or fixtures).

export const ONBOARDING_STEPS = [
  { key: 'company_profile', label: 'Company profile', required: true },
  { key: 'first_venue', label: 'Add your first venue', required: true },
  { key: 'culture_assessment', label: 'Company culture assessment', required: true },
  { key: 'branding', label: 'Careers page branding', required: false },
] as const;

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];

export type OnboardingStatus = {
  companyId: string;
  allRequiredDone: boolean;
  percent: number;
  steps: {
    key: string;
    label: string;
    required: boolean;
    done: boolean;
    completedAt: string | null;
  }[];
};

/** Creates the step rows of a new company (none done). */
export async function createOnboardingSteps(tx: Db, companyId: string): Promise<void> {
  for (const [index, step] of ONBOARDING_STEPS.entries()) {
    await kysely(tx)
      .insertInto('company_onboarding_steps')
      .values({
        company_id: companyId,
        step: step.key,
        required: step.required,
        sort_order: index + 1,
      })
      .onConflict((oc) => oc.columns(['company_id', 'step']).doNothing())
      .execute();
  }
}

/** Marks a step done (the first completion is kept). */
export async function markStepDone(
  tx: Db,
  companyId: string,
  step: OnboardingStepKey,
  userId: string,
): Promise<void> {
  const index = ONBOARDING_STEPS.findIndex((s) => s.key === step);
  const required = ONBOARDING_STEPS[index].required;
  await kysely(tx)
    .insertInto('company_onboarding_steps')
    .values({
      company_id: companyId,
      step,
      required,
      sort_order: index + 1,
      completed_at: sql`now()`,
      completed_by: userId,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'step']).doUpdateSet((eb) => ({
        completed_at: eb.fn.coalesce(
          'company_onboarding_steps.completed_at',
          'excluded.completed_at',
        ),
        completed_by: eb.fn.coalesce(
          'company_onboarding_steps.completed_by',
          'excluded.completed_by',
        ),
      })),
    )
    .execute();
}

/** The onboarding status of a company the user is a member of; 404 for anyone else. */
export async function onboardingStatus(
  db: Db,
  userId: string,
  companyId: string,
): Promise<OnboardingStatus> {
  const member = await kysely(db)
    .selectFrom('company_members')
    .select('id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) throw notFound('Company not found');
  const rows = await kysely(db)
    .selectFrom('company_onboarding_steps')
    .select(['step', 'completed_at'])
    .where('company_id', '=', companyId)
    .execute();
  const completed = new Map(rows.map((row) => [row.step, row.completed_at]));
  const steps = ONBOARDING_STEPS.map((step) => {
    const at = completed.get(step.key) ?? null;
    return {
      key: step.key,
      label: step.label,
      required: step.required,
      done: at !== null,
      completedAt: at === null ? null : new Date(at).toISOString(),
    };
  });
  const required = steps.filter((step) => step.required);
  const doneRequired = required.filter((step) => step.done).length;
  return {
    companyId,
    allRequiredDone: doneRequired === required.length,
    percent: required.length === 0 ? 100 : Math.round((doneRequired / required.length) * 100),
    steps,
  };
}
