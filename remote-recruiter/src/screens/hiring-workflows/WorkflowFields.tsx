import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MAX_KNOCKOUT_DELAY_HOURS } from 'shared-kernel/contract';
import { textFieldProps, useContractField } from 'shared-kernel/forms';
import { WORKFLOW } from '../../texts-workflows';
import type { WorkflowForm } from './workflow-form';

/**
 * A workflow's fields: the knock-out delay (0 = at once), the rejection message, auto-invite and
 * the trial shift's hourly rate when it invites to one. `idPrefix` keeps ids unique on the page.
 */
export function WorkflowFields({ form, idPrefix }: { form: WorkflowForm; idPrefix: string }) {
  const delay = useContractField(form, 'knockoutDelayHours');
  const message = useContractField(form, 'rejectionMessage');
  const autoInvite = useContractField(form, 'autoInvite');
  const rate = useContractField(form, 'trialHourlyRate');
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={grid}>
        <TextField
          id={`${idPrefix}-delay`}
          label={WORKFLOW.knockoutDelayHours}
          type="number"
          {...textFieldProps(delay, WORKFLOW.delayHelp(MAX_KNOCKOUT_DELAY_HOURS))}
          slotProps={{ htmlInput: { min: 0, max: MAX_KNOCKOUT_DELAY_HOURS, step: 1 } }}
          fullWidth
        />
        <TextField
          id={`${idPrefix}-auto-invite`}
          label={WORKFLOW.autoInvite}
          select
          {...textFieldProps(autoInvite)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          {(['none', 'interview', 'trial_shift'] as const).map((value) => (
            <option key={value} value={value}>
              {WORKFLOW.autoInvites[value]}
            </option>
          ))}
        </TextField>
      </Box>
      {autoInvite.value === 'trial_shift' && (
        <TextField
          id={`${idPrefix}-trial-rate`}
          label={WORKFLOW.trialHourlyRate}
          type="number"
          {...textFieldProps(rate, WORKFLOW.trialRateHelp)}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          sx={{ maxWidth: { sm: 240 } }}
        />
      )}
      <TextField
        id={`${idPrefix}-message`}
        label={WORKFLOW.rejectionMessage}
        {...textFieldProps(message, WORKFLOW.rejectionHelp)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        fullWidth
      />
    </Box>
  );
}
