import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormTextField, type ContractTextField } from 'shared-kernel/forms';
import { FIELD } from '../texts';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

/**
 * The form of an account screen (sign-in, sign-up): a note on what is kept (optional), the
 * failed call's alert, the fields, then the submit button.
 */
export function AccountForm({
  onSubmit,
  alert,
  pending,
  submitLabel,
  notice,
  children,
}: {
  onSubmit: (event?: BaseSyntheticEvent) => void;
  alert: string | null;
  pending: boolean;
  submitLabel: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {notice}
        {alert && <Alert severity="error">{alert}</Alert>}
        {children}
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </Stack>
    </Box>
  );
}

/** The e-mail and password fields of an account form; `idPrefix` keeps each screen's ids. */
export function CredentialFields({
  idPrefix,
  email,
  password,
  passwordAutoComplete,
  passwordHint,
}: {
  idPrefix: string;
  email: ContractTextField;
  password: ContractTextField;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: ReactNode;
}) {
  return (
    <>
      <FormTextField
        id={`${idPrefix}-email`}
        label={FIELD.email}
        type="email"
        autoComplete="email"
        required
        {...email}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={FIELD.password}
        autoComplete={passwordAutoComplete}
        required
        {...password}
        helperText={passwordHint}
      />
    </>
  );
}
