import type { Db } from '../../db/client.js';
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
    await tx.query(
      `INSERT INTO company_onboarding_steps (company_id, step, required, sort_order)
       VALUES ($1, $2, $3, $4) ON CONFLICT (company_id, step) DO NOTHING`,
      [companyId, step.key, step.required, index + 1],
    );
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
  await tx.query(
    `INSERT INTO company_onboarding_steps
       (company_id, step, required, sort_order, completed_at, completed_by)
     VALUES ($1, $2, $3, $4, now(), $5)
     ON CONFLICT (company_id, step) DO UPDATE
       SET completed_at = coalesce(company_onboarding_steps.completed_at, excluded.completed_at),
           completed_by = coalesce(company_onboarding_steps.completed_by, excluded.completed_by)`,
    [companyId, step, required, index + 1, userId],
  );
}

/** The onboarding status of a company the user is a member of; 404 for anyone else. */
export async function onboardingStatus(
  db: Db,
  userId: string,
  companyId: string,
): Promise<OnboardingStatus> {
  const member = await db.query(
    'SELECT 1 FROM company_members WHERE company_id = $1 AND user_id = $2',
    [companyId, userId],
  );
  if (member.rows.length === 0) throw notFound('Company not found');
  const { rows } = await db.query<{ step: string; completed_at: Date | string | null }>(
    'SELECT step, completed_at FROM company_onboarding_steps WHERE company_id = $1',
    [companyId],
  );
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
