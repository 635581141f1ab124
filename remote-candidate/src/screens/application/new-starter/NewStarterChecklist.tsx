import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NEW_STARTER_STEP_LABELS, type NewStarterStepKey } from 'shared-kernel/rules';
import type { NewStarter } from '../../../api/new-starter';
import { NEW_STARTER } from '../../../texts';
import { packDay } from './dates';
import { BankStep } from './BankStep';
import { ContractStep } from './ContractStep';
import { PoliciesStep } from './PoliciesStep';
import { RightToWorkStep } from './RightToWorkStep';
import { StarterStep } from './StarterStep';
import { StepStatusChip } from './StepStatusChip';

type StepProps = { id: string; record: NewStarter };

const STEP_VIEWS: Record<NewStarterStepKey, ComponentType<StepProps>> = {
  'right-to-work': RightToWorkStep,
  starter: StarterStep,
  bank: BankStep,
  contract: ContractStep,
  policies: PoliciesStep,
};

/** The checklist: each step in order with its status and its own form or state. */
export function NewStarterChecklist({ id, record }: StepProps) {
  const done = record.steps.filter((step) => step.status === 'done').length;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{NEW_STARTER.intro(record.company.name)}</Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid="new-starter-progress">
        {record.readyForFirstShift
          ? NEW_STARTER.ready
          : NEW_STARTER.progress(done, record.steps.length)}
      </Typography>
      {record.startDate && (
        <Typography variant="body2" color="text.secondary">
          {NEW_STARTER.startsOn(packDay(record.startDate))}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {record.steps.map((step, i) => {
          const View = STEP_VIEWS[step.key];
          const headingId = `new-starter-step-${step.key}`;
          return (
            <Box
              component="li"
              key={step.key}
              aria-labelledby={headingId}
              data-testid={`new-starter-step-${step.key}`}
              sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: 1,
                  mb: 1.5,
                }}
              >
                <Typography
                  variant="subtitle1"
                  component="h3"
                  id={headingId}
                  sx={{ fontWeight: 700 }}
                >
                  {`${i + 1}. ${NEW_STARTER_STEP_LABELS[step.key]}`}
                </Typography>
                <StepStatusChip status={step.status} />
              </Box>
              <View id={id} record={record} />
            </Box>
          );
        })}
      </Box>
    </>
  );
}

export default NewStarterChecklist;
