// A record's steps (the contract's NewStarterStepSchema comment): what makes each one done, and
// overdue (not done on or after the offer's start day, London). Pure: the facts come from
// store.ts, `today` from the caller (a test moves it).
import type { NewStarterProgress, NewStarterStep } from 'shared-kernel/contract';
import { NEW_STARTER_STEPS, readyForFirstShift, type NewStarterStepKey } from 'shared-kernel/rules';

/** What a record has, as its steps need it. */
export type StepFacts = {
  startDate: string | null;
  check: { result: string; expiresOn: string | null } | null;
  starterSaved: boolean;
  bankSaved: boolean;
  /** The current contract document is signed. */
  contractSigned: boolean;
  /** Each policy the company has is acknowledged (in its current words). */
  policiesAcknowledged: boolean;
};

/** Right to work is done while the check stands: continuous, or time-limited and not ended. */
export const rightToWorkDone = (facts: StepFacts, today: string) =>
  facts.check !== null &&
  (facts.check.result === 'continuous' ||
    (facts.check.expiresOn !== null && facts.check.expiresOn >= today));

function isDone(key: NewStarterStepKey, facts: StepFacts, today: string): boolean {
  switch (key) {
    case 'right-to-work':
      return rightToWorkDone(facts, today);
    case 'starter':
      return facts.starterSaved;
    case 'bank':
      return facts.bankSaved;
    case 'contract':
      return facts.contractSigned;
    case 'policies':
      return facts.policiesAcknowledged;
  }
}

/** The steps in NEW_STARTER_STEPS order. ('YYYY-MM-DD' strings compare as the days do.) */
export function stepsOf(facts: StepFacts, today: string): NewStarterStep[] {
  const late = facts.startDate !== null && today >= facts.startDate;
  return NEW_STARTER_STEPS.map((key) => ({
    key,
    status: isDone(key, facts, today) ? 'done' : late ? 'overdue' : 'todo',
  }));
}

/** The card's progress: steps done of all, ready, and whether the check is recorded. */
export function progressOf(facts: StepFacts, today: string): NewStarterProgress {
  const steps = stepsOf(facts, today);
  return {
    done: steps.filter((step) => step.status === 'done').length,
    total: steps.length,
    ready: readyForFirstShift(steps),
    rightToWorkChecked: facts.check !== null,
  };
}
