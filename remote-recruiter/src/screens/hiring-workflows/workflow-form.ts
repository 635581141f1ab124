import type { UseFormReturn } from 'react-hook-form';
import { MAX_KNOCKOUT_DELAY_HOURS, type BookingKind } from 'shared-kernel/contract';
import type { Workflow, WorkflowBody } from '../../workflows/api';
import { WORKFLOW } from '../../texts-workflows';

// A workflow as its form holds it (the company default or a job's own): the delay and the rate
// as typed, auto-invite as a select's value; its checks and the PUT body.

export type AutoInviteValue = 'none' | BookingKind;

export interface WorkflowValues {
  knockoutDelayHours: string;
  rejectionMessage: string;
  autoInvite: AutoInviteValue;
  trialHourlyRate: string;
}

export type WorkflowForm = UseFormReturn<WorkflowValues, unknown, WorkflowBody>;

export const WORKFLOW_LABELS = {
  knockoutDelayHours: WORKFLOW.knockoutDelayHours,
  rejectionMessage: WORKFLOW.rejectionMessage,
  autoInvite: WORKFLOW.autoInvite,
  trialHourlyRate: WORKFLOW.trialHourlyRate,
};

export function workflowValuesOf(workflow: WorkflowBody | Workflow): WorkflowValues {
  return {
    knockoutDelayHours: String(workflow.knockoutDelayHours),
    rejectionMessage: workflow.rejectionMessage,
    autoInvite: workflow.autoInvite ?? 'none',
    trialHourlyRate: workflow.trialHourlyRate != null ? String(workflow.trialHourlyRate) : '',
  };
}

/** The delay a whole number of hours from 0 (at once) to the most; a trial shift's rate given. */
export function checkWorkflow(
  values: WorkflowValues,
): Partial<Record<keyof WorkflowValues, string>> {
  const errors: Partial<Record<keyof WorkflowValues, string>> = {};
  const delay = values.knockoutDelayHours.trim();
  if (!/^\d+$/.test(delay) || Number(delay) > MAX_KNOCKOUT_DELAY_HOURS)
    errors.knockoutDelayHours = WORKFLOW.delayRange(MAX_KNOCKOUT_DELAY_HOURS);
  if (values.autoInvite === 'trial_shift' && values.trialHourlyRate.trim() === '')
    errors.trialHourlyRate = WORKFLOW.trialRateRequired;
  return errors;
}

export function workflowBodyOf(values: WorkflowValues): WorkflowBody {
  const trial = values.autoInvite === 'trial_shift';
  return {
    knockoutDelayHours: Number(values.knockoutDelayHours.trim()),
    rejectionMessage: values.rejectionMessage.trim(),
    autoInvite: values.autoInvite === 'none' ? null : values.autoInvite,
    trialHourlyRate: trial ? Number(values.trialHourlyRate.trim()) : null,
  };
}

/** The workflow in one line: 'Rejects after 24 h · Invites to book a trial shift · £12/hour'. */
export function workflowLine(workflow: Workflow): string {
  return [
    WORKFLOW.delay(workflow.knockoutDelayHours),
    WORKFLOW.invites[workflow.autoInvite ?? 'none'],
    workflow.autoInvite === 'trial_shift' && workflow.trialHourlyRate != null
      ? WORKFLOW.rate(workflow.trialHourlyRate)
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
