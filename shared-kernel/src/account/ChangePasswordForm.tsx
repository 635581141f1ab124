import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCurrentUser } from '../api/auth';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '../contract/auth';
import { useChangePassword } from './account-api';
import { useContractField, useContractForm, useFormSubmit } from '../forms';
import { CHANGE_PASSWORD as T } from './texts';
import { usePasswordRule } from './usePasswordRule';

type Field = keyof ChangePasswordBody;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword'];
const LABELS: Record<Field, string> = {
  currentPassword: T.currentPassword,
  newPassword: T.newPassword,
};
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '' };

/**
 * Change password, for any signed-in user (the recruiter's /settings now, the candidate's later):
 * the current password and a new one, checked against the password rule as it is typed; the
 * API's refusals go under their field.
 */
export function ChangePasswordForm({ idPrefix = 'change-password' }: { idPrefix?: string }) {
  const user = useCurrentUser().data;
  const form = useContractForm(ChangePasswordBodySchema, {
    defaultValues: EMPTY,
    checks: (values) => ({
      currentPassword: values.currentPassword ? undefined : T.required(T.currentPassword),
      newPassword: rule.problemOf(values.newPassword) ?? undefined,
    }),
  });
  const newPassword = form.watch('newPassword');
  const rule = usePasswordRule(newPassword, { owner: user ?? undefined, label: T.newPassword });

  const mutation = useChangePassword({ onSuccess: () => form.reset(EMPTY) });

  const { alert, onSubmit } = useFormSubmit(form, mutation, { networkMessage: T.networkError });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={T.submit}>
      <Stack spacing={2.5}>
        {mutation.isSuccess && (
          <Alert severity="success" role="status">
            {T.done}
          </Alert>
        )}
        {alert && <Alert severity="error">{alert}</Alert>}
        {FIELDS.map((field) => (
          <PasswordInput
            key={field}
            form={form}
            field={field}
            id={`${idPrefix}-${field}`}
            hint={field === 'newPassword' ? rule.hint : undefined}
            onType={() => {
              if (mutation.isSuccess) mutation.reset();
            }}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {T.submit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function PasswordInput({
  form,
  field,
  id,
  hint,
  onType,
}: {
  form: ReturnType<typeof useContractForm<typeof ChangePasswordBodySchema>>;
  field: Field;
  id: string;
  hint?: string;
  onType: () => void;
}) {
  const input = useContractField(form, field);
  return (
    <TextField
      id={id}
      name={input.name}
      inputRef={input.inputRef}
      label={LABELS[field]}
      type="password"
      autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
      value={input.value}
      onChange={(event) => {
        input.onChange(event.target.value);
        onType();
      }}
      onBlur={input.onBlur}
      error={Boolean(input.error)}
      helperText={input.error ?? hint}
      fullWidth
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );
}
