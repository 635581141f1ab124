import type { NewStarterStepStatus } from 'shared-kernel/rules';
import { ToneChip, type Tone } from '../../../components/ToneChip';
import { NEW_STARTER } from '../../../texts';

const TONE: Record<NewStarterStepStatus, Tone> = {
  todo: 'neutral',
  done: 'success',
  overdue: 'warning',
};

/** A step's status in words (To do, Done, Overdue), its tone only a second cue. */
export function StepStatusChip({ status }: { status: NewStarterStepStatus }) {
  return <ToneChip label={NEW_STARTER.status[status]} tone={TONE[status]} />;
}
