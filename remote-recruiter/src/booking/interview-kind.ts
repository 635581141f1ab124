import type { Interview } from 'shared-kernel/contract';
import { formatPay } from 'shared-kernel/rules';
import { KIND_LABEL } from '../texts-booking';

/**
 * What an interview is, wherever it is shown: "Interview", or "Paid trial shift · £12.50/hour"
 * (a trial shift always shows its pay). An interview from before issue 32 has no kind.
 */
export function interviewKindLabel(interview: Pick<Interview, 'kind' | 'hourlyRate'>): string {
  const kind = interview.kind ?? 'interview';
  if (kind !== 'trial_shift' || interview.hourlyRate == null) return KIND_LABEL[kind];
  return `${KIND_LABEL.trial_shift} · ${formatPay({ salaryAmount: interview.hourlyRate, salaryType: 'hourly' })}`;
}

/** Whether the interview's time has come, so its attendance can be marked. */
export const hasStarted = (interview: Pick<Interview, 'startsAt'>, now = new Date()) =>
  new Date(interview.startsAt).getTime() <= now.getTime();
