import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HarassmentPolicyInputSchema, TippingPolicyInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { QueryView } from 'shared-kernel/ui';
import { COMMON } from '../../texts';

// A company's written policy, one text (issue 43: the tipping policy, the sexual-harassment
// prevention policy): owners and admins write it, the other recruiters read it. One save block
// for each: a failed save keeps what was typed, says why under the field or above it with Retry.

export interface PolicyTexts {
  label: string;
  help: string;
  required: string;
  save: string;
  none: string;
  readOnly: string;
}

/** The policies' input schemas: `{ text }`, each with its own length. */
type PolicySchema = typeof TippingPolicyInputSchema | typeof HarassmentPolicyInputSchema;

/** A save of the policy (its mutation, whose success the caller toasts). */
interface PolicySave {
  mutate(body: { text: string }, options: { onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/** The saved policy: a form for owners and admins (`form(text)`), else read-only. */
export function PolicyTextSection({
  policy,
  canManage,
  texts,
  form,
}: {
  policy: UseQueryResult<{ text: string | null } | null>;
  canManage: boolean;
  texts: PolicyTexts;
  form: (text: string) => ReactNode;
}) {
  return (
    <QueryView query={policy}>
      {({ text }) =>
        canManage ? (
          form(text ?? '')
        ) : (
          <Stack spacing={1}>
            <Typography sx={{ whiteSpace: 'pre-line' }} color={text ? undefined : 'text.secondary'}>
              {text ?? texts.none}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.readOnly}
            </Typography>
          </Stack>
        )
      }
    </QueryView>
  );
}

/** The policy's text and its Save, trimmed; blank is refused before any call. */
export function PolicyTextForm({
  id,
  saved,
  schema,
  maxLength,
  texts,
  save,
}: {
  id: string;
  saved: string;
  schema: PolicySchema;
  maxLength: number;
  texts: PolicyTexts;
  save: PolicySave;
}) {
  const form = useContractForm<PolicySchema, { text: string }>(schema, {
    defaultValues: { text: saved },
    checks: (values) => ({ text: values.text.trim() ? undefined : texts.required }),
    toBody: (values) => ({ text: values.text.trim() }),
    labels: { text: texts.label },
  });
  const text = useContractField(form, 'text');
  const { alert, onSubmit } = useFormSubmit(form, save, { networkMessage: COMMON.networkError });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {alert && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" type="submit">
                {COMMON.retry}
              </Button>
            }
          >
            {alert}
          </Alert>
        )}
        <TextField
          id={id}
          label={texts.label}
          {...textFieldProps(text, texts.help)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {texts.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
