import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIP_KINDS } from 'shared-kernel/contract';
import { textFieldProps, useContractField } from 'shared-kernel/forms';
import { TIPPING_POLICY_ANCHOR } from 'shared-kernel/rules';
import { TextLink } from 'shared-kernel/ui';
import { useTippingPolicy } from '../../api/company';
import { JOB_FORM } from '../../texts';
import { TIPS_TEXTS as T } from '../../texts-tips';
import type { JobField } from './job-form-model';
import type { JobForm } from './useJobForm';

const fieldId = (field: JobField) => `job-${field}`;

/**
 * A job's tips apart from pay (issue 43 item 2): how tips reach staff and, optionally, about how
 * much an hour. A job can say it has tips once the company has written its tipping policy: until
 * then a link leads to writing it (the API refuses tips before, under this field).
 */
export function TipsFields({ form }: { form: JobForm }) {
  const kind = useContractField(form, 'tipsKind');
  const average = useContractField(form, 'tipsAverage');
  const policy = useTippingPolicy();
  const noPolicy = policy.data?.text === null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={fieldId('tipsKind')}
          label={JOB_FORM.fields.tipsKind}
          {...textFieldProps(kind, T.kindHelp)}
          fullWidth
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TIP_KINDS.map((value) => (
            <option key={value} value={value}>
              {T.kinds[value]}
            </option>
          ))}
        </TextField>
        {kind.value !== 'none' && (
          <TextField
            id={fieldId('tipsAverage')}
            label={JOB_FORM.fields.tipsAverage}
            {...textFieldProps(average, T.averageHelp)}
            fullWidth
            inputMode="decimal"
          />
        )}
      </Box>
      {noPolicy && (
        <Typography variant="body2" data-testid="tips-needs-policy">
          {T.needsPolicy}{' '}
          <TextLink to={`/company-management#${TIPPING_POLICY_ANCHOR}`}>{T.writePolicy}</TextLink>
        </Typography>
      )}
    </Box>
  );
}
