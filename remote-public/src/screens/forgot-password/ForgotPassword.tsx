import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiWrite, usePageTitle } from 'shared-kernel';
import {
  ForgotPasswordBodySchema,
  type AuthMessage,
  type ForgotPasswordBody,
} from 'shared-kernel/contract';
import { applyApiError, useContractField, useContractForm } from 'shared-kernel/forms';
import { AuthLayout } from '../../components/AuthLayout';
import { FormTextField } from '../../components/FormTextField';
import { TextLink } from 'shared-kernel/ui';
import { SubmitButton } from '../../components/SubmitButton';
import { looksLikeEmail } from '../../components/form';
import { COMMON, FIELD, FORGOT, VALIDATION } from '../../texts';

const EMAIL_ID = 'forgot-password-email';

/** POST /api/auth/forgot-password answers 202 with the same message whether the account exists or not. */
const requestReset = (body: ForgotPasswordBody) =>
  apiWrite<AuthMessage>('POST', '/api/auth/forgot-password', body);

export default function ForgotPassword() {
  usePageTitle(FORGOT.title);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm(ForgotPasswordBodySchema, {
    defaultValues: { email: '' },
    checks: ({ email }) => ({
      email: !email.trim()
        ? VALIDATION.required(FIELD.email)
        : !looksLikeEmail(email)
          ? VALIDATION.emailFormat
          : undefined,
    }),
    toBody: ({ email }) => ({ email: email.trim() }),
  });
  const email = useContractField(form, 'email');

  const mutation = useMutation({
    mutationFn: requestReset,
    onError: (error) =>
      setAlert(applyApiError(form, error, { networkMessage: COMMON.networkError })),
  });

  const send = form.handleSubmit((body) => mutation.mutate(body));

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
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          setAlert(null);
          void send(event);
        }}
      >
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <FormTextField
            id={EMAIL_ID}
            label={FIELD.email}
            type="email"
            autoComplete="email"
            required
            {...email}
          />
          <SubmitButton pending={mutation.isPending}>{FORGOT.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
