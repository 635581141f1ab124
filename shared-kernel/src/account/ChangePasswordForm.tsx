import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCurrentUser } from '../api/auth';
import { ApiError, apiWrite } from '../api/http';
import { CHANGE_PASSWORD as T } from './texts';
import { usePasswordRule } from './usePasswordRule';

type Field = 'currentPassword' | 'newPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword'];
const LABELS: Record<Field, string> = {
  currentPassword: T.currentPassword,
  newPassword: T.newPassword,
};

/** 204: changed, and every other session of the user has ended (this one stays). */
export const changePassword = (input: Record<Field, string>) =>
  apiWrite<null>('POST', '/api/auth/change-password', input);

/**
 * Change password, for any signed-in user (the recruiter's /settings now, the candidate's later):
 * the current password and a new one, checked against the password rule as it is typed; the
 * API's refusals go under their field.
 */
export function ChangePasswordForm({ idPrefix = 'change-password' }: { idPrefix?: string }) {
  const user = useCurrentUser().data;
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const rule = usePasswordRule(values.newPassword, {
    owner: user ?? undefined,
    label: T.newPassword,
  });
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const focus = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => setValues({ currentPassword: '', newPassword: '' }),
    onError: (error) => {
      if (error instanceof ApiError) {
        const field = FIELDS.find((f) => f === error.field);
        if (field && error.status === 400) {
          const found = { [field]: error.message };
          setErrors(found);
          focus(found);
        } else setAlert(error.message);
      } else setAlert(T.networkError);
    },
  });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (mutation.isSuccess) mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = T.required(T.currentPassword);
    const weak = rule.problemOf(values.newPassword);
    if (weak) found.newPassword = weak;
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      focus(found);
      return;
    }
    mutation.mutate(values);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={T.submit}>
      <Stack spacing={2.5}>
        {mutation.isSuccess && (
          <Alert severity="success" role="status">
            {T.done}
          </Alert>
        )}
        {alert && <Alert severity="error">{alert}</Alert>}
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={idOf(field)}
            name={field}
            label={LABELS[field]}
            type="password"
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={change(field)}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? (field === 'newPassword' ? rule.hint : undefined)}
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
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
