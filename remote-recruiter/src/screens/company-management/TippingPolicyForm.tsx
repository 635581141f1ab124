import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { TIPPING_POLICY_MAX_LENGTH, TippingPolicyInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { QueryView } from 'shared-kernel/ui';
import { useSaveTippingPolicy, useTippingPolicy } from '../../api/company';
import { COMMON } from '../../texts';
import { TIPS_TEXTS as T } from '../../texts-tips';

/**
 * The company's written tipping policy (issue 43 item 2): owners and admins write it (PUT), the
 * other recruiters read it. A failed save keeps what was typed and says why under the field.
 */
export function TippingPolicySection({ canManage }: { canManage: boolean }) {
  const policy = useTippingPolicy();
  return (
    <QueryView query={policy}>
      {({ text }) =>
        canManage ? (
          <TippingPolicyForm text={text ?? ''} />
        ) : (
          <Stack spacing={1}>
            <Typography sx={{ whiteSpace: 'pre-line' }} color={text ? undefined : 'text.secondary'}>
              {text ?? T.policyNone}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {T.policyReadOnly}
            </Typography>
          </Stack>
        )
      }
    </QueryView>
  );
}

function TippingPolicyForm({ text: saved }: { text: string }) {
  const form = useContractForm<typeof TippingPolicyInputSchema, { text: string }>(
    TippingPolicyInputSchema,
    {
      defaultValues: { text: saved },
      checks: (values) => ({ text: values.text.trim() ? undefined : T.policyRequired }),
      toBody: (values) => ({ text: values.text.trim() }),
      labels: { text: T.policyLabel },
    },
  );
  const text = useContractField(form, 'text');
  const mutation = useSaveTippingPolicy({ onSuccess: () => toast({ title: T.policySaved }) });
  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <TextField
          id="company-tipping-policy"
          label={T.policyLabel}
          {...textFieldProps(text, T.policyHelp)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: TIPPING_POLICY_MAX_LENGTH } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {T.policySave}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
