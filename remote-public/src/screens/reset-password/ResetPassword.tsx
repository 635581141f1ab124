import { useState } from 'react';
import { Link as RRLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, usePageTitle } from 'shared-kernel';
import { usePasswordRule } from 'shared-kernel/account';
import { ResetPasswordBodySchema } from 'shared-kernel/contract';
import { applyApiError, useContractField, useContractForm } from 'shared-kernel/forms';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { TextLink } from 'shared-kernel/ui';
import { SubmitButton } from '../../components/SubmitButton';
import { readIntent, withIntent } from '../../components/form';
import { useResetPassword } from '../../queries/password-reset';
import { COMMON, FIELD, RESET, VALIDATION } from '../../texts';

type Field = 'password' | 'confirm';
const idOf = (field: Field) => `reset-password-${field}`;

/** The form's checks; `passwordProblem` is the password rule (shared-kernel), as the API's. */
function validate(
  values: Record<Field, string>,
  passwordProblem: (password: string) => string | null,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const weak = values.password ? passwordProblem(values.password) : null;
  if (!values.password) found.password = VALIDATION.required(FIELD.newPassword);
  else if (weak) found.password = weak;
  if (!values.confirm) found.confirm = VALIDATION.required(FIELD.confirmPassword);
  else if (values.password && values.confirm !== values.password)
    found.confirm = VALIDATION.confirmMismatch;
  return found;
}

function RequestNewLink({ to }: { to: string }) {
  return <TextLink to={to}>{RESET.requestNew}</TextLink>;
}

export default function ResetPassword() {
  usePageTitle(RESET.title);
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  // The page to come back to (?next=, from the e-mailed link): signing in after the reset goes
  // there; asking for a new link keeps it.
  const { next } = readIntent(params);
  const signIn = withIntent('/sign-in', { next });
  const forgot = withIntent('/forgot-password', { next });

  /** A failure shown in the Alert; `badLink` adds the way to request a new link. */
  const [alert, setAlert] = useState<{ message: string; badLink: boolean } | null>(null);
  const form = useContractForm(ResetPasswordBodySchema, {
    defaultValues: { password: '', confirm: '' },
    checks: (v: Record<Field, string>) => validate(v, (password) => rule.problemOf(password)),
    toBody: (v: Record<Field, string>) => ({ code, password: v.password }),
  });
  const password = useContractField(form, 'password');
  const confirm = useContractField(form, 'confirm');
  // The password rule as the API words it for this form's `password` field (the reset link does
  // not say whose account it is: the API also checks the owner's name and e-mail).
  const rule = usePasswordRule(password.value, { label: FIELD.password });

  const mutation = useResetPassword({
    onError: (error) => {
      // The API names 'password' when it rejects the password itself ('code' for a bad link).
      const message = applyApiError(form, error, { networkMessage: COMMON.networkError });
      if (message === null) return;
      const badLink = error instanceof ApiError && error.status === 400;
      setAlert({ message, badLink });
    },
  });

  if (!code) {
    return (
      <AuthLayout heading={RESET.heading}>
        <Stack spacing={2}>
          <Alert severity="warning">{RESET.missingCode}</Alert>
          <Button component={RRLink} to={forgot} variant="contained" size="large">
            {RESET.requestNew}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthLayout heading={RESET.heading}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {RESET.done}
          </Alert>
          <Button component={RRLink} to={signIn} variant="contained" size="large">
            {RESET.signIn}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const send = form.handleSubmit((body) => mutation.mutate(body));

  return (
    <AuthLayout
      heading={RESET.heading}
      pitch={RESET.pitch}
      footer={
        <Typography>
          <TextLink to={signIn}>{RESET.signIn}</TextLink>
        </Typography>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          setAlert(null);
          void send(event);
        }}
      >
        <Stack spacing={2.5}>
          {alert && (
            <Alert severity="error">
              {alert.message}
              {alert.badLink && (
                <>
                  {' '}
                  <RequestNewLink to={forgot} />
                </>
              )}
            </Alert>
          )}
          <PasswordField
            id={idOf('password')}
            label={FIELD.newPassword}
            autoComplete="new-password"
            required
            {...password}
            helperText={rule.hint}
          />
          <PasswordField
            id={idOf('confirm')}
            label={FIELD.confirmPassword}
            autoComplete="new-password"
            required
            {...confirm}
          />
          <SubmitButton pending={mutation.isPending}>{RESET.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
