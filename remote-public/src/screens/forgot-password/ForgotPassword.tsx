import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiWrite, usePageTitle } from 'shared-kernel';
import { AuthLayout } from '../../components/AuthLayout';
import { FormTextField } from '../../components/FormTextField';
import { TextLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { formErrorFrom, looksLikeEmail } from '../../components/form';
import { FIELD, FORGOT, VALIDATION } from '../../texts';

const EMAIL_ID = 'forgot-password-email';

/** POST /api/auth/forgot-password answers 202 with the same message whether the account exists or not. */
const requestReset = (email: string) =>
  apiWrite<{ message?: string }>('POST', '/api/auth/forgot-password', { email });

export default function ForgotPassword() {
  usePageTitle(FORGOT.title);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: requestReset,
    onError: (err) => {
      const shown = formErrorFrom(err, ['email'] as const);
      if ('field' in shown) setError(shown.message);
      else setAlert(shown.alert);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const found = !email.trim()
      ? VALIDATION.required(FIELD.email)
      : !looksLikeEmail(email)
        ? VALIDATION.emailFormat
        : undefined;
    setError(found);
    if (found) {
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    mutation.mutate(email.trim());
  };

  if (mutation.isSuccess) {
    return (
      <AuthLayout
        heading={FORGOT.heading}
        footer={
          <Typography>
            <TextLink to="/sign-in">{FORGOT.backToSignIn}</TextLink>
          </Typography>
        }
      >
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {mutation.data?.message || FORGOT.sent}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {FORGOT.sentHint}
          </Typography>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      heading={FORGOT.heading}
      pitch={FORGOT.pitch}
      footer={
        <Typography>
          <TextLink to="/sign-in">{FORGOT.backToSignIn}</TextLink>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <FormTextField
            id={EMAIL_ID}
            label={FIELD.email}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(value) => {
              setEmail(value);
              setError(undefined);
            }}
            error={error}
          />
          <SubmitButton pending={mutation.isPending}>{FORGOT.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
