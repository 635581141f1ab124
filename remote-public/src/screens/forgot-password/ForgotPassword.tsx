import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from 'shared-kernel';
import { ForgotPasswordBodySchema } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  FormTextField,
  useFormSubmit,
} from 'shared-kernel/forms';
import { AuthLayout } from '../../components/AuthLayout';
import { TextLink } from 'shared-kernel/ui';
import { SubmitButton } from '../../components/SubmitButton';
import { looksLikeEmail, readIntent, withIntent } from '../../components/form';
import { useRequestPasswordReset } from '../../queries/password-reset';
import { COMMON, FIELD, FORGOT, VALIDATION } from '../../texts';

const EMAIL_ID = 'forgot-password-email';

export default function ForgotPassword() {
  usePageTitle(FORGOT.title);
  // The page to come back to after the reset and sign-in (?next=): the e-mailed link carries it.
  const { next } = readIntent(useSearchParams()[0]);
  const signIn = withIntent('/sign-in', { next });
  const form = useContractForm(ForgotPasswordBodySchema, {
    defaultValues: { email: '' },
    checks: ({ email }) => ({
      email: !email.trim()
        ? VALIDATION.required(FIELD.email)
        : !looksLikeEmail(email)
          ? VALIDATION.emailFormat
          : undefined,
    }),
    toBody: ({ email }) => ({ email: email.trim(), ...(next ? { next } : {}) }),
  });
  const email = useContractField(form, 'email');

  const mutation = useRequestPasswordReset();

  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout
        heading={FORGOT.heading}
        footer={
          <Typography>
            <TextLink to={signIn}>{FORGOT.backToSignIn}</TextLink>
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
          <TextLink to={signIn}>{FORGOT.backToSignIn}</TextLink>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
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
