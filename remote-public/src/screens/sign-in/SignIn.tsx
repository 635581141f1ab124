import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { signIn, usePageTitle } from 'shared-kernel';
import { SignInBodySchema } from 'shared-kernel/contract';
import { useContractField, useContractForm } from 'shared-kernel/forms';
import { TextLink } from 'shared-kernel/ui';
import { AccountForm, CredentialFields } from '../../components/AccountForm';
import { AuthLayout } from '../../components/AuthLayout';
import { useAccountSubmit } from '../../components/useAccountSubmit';
import { destinationFor, readIntent, withIntent } from '../../components/form';
import { FIELD, SIGN_IN, VALIDATION } from '../../texts';

export default function SignIn() {
  usePageTitle(SIGN_IN.title);
  const [params] = useSearchParams();
  const intent = readIntent(params);

  const form = useContractForm(SignInBodySchema, {
    defaultValues: { email: '', password: '' },
    checks: (values) => ({
      email: values.email.trim() ? undefined : VALIDATION.required(FIELD.email),
      password: values.password ? undefined : VALIDATION.required(FIELD.password),
    }),
    toBody: (values) => ({ email: values.email.trim(), password: values.password }),
  });
  const email = useContractField(form, 'email');
  const password = useContractField(form, 'password');

  const { alert, onSubmit, pending } = useAccountSubmit(form, signIn, (user) =>
    destinationFor(user, intent),
  );

  return (
    <AuthLayout
      heading={SIGN_IN.heading}
      pitch={SIGN_IN.pitch}
      footer={
        <Typography>
          {SIGN_IN.newHere}{' '}
          <TextLink to={withIntent('/candidate-signup', intent)}>{SIGN_IN.asJobSeeker}</TextLink> or{' '}
          <TextLink to={withIntent('/recruiter-signup', { next: intent.next })}>
            {SIGN_IN.asEmployer}
          </TextLink>
        </Typography>
      }
    >
      <AccountForm
        onSubmit={onSubmit}
        alert={alert}
        pending={pending}
        submitLabel={SIGN_IN.submit}
        notice={intent.next && <Alert severity="info">{SIGN_IN.nextKept}</Alert>}
      >
        <CredentialFields
          idPrefix="sign-in"
          email={email}
          password={password}
          passwordAutoComplete="current-password"
        />
        <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
          <TextLink to={withIntent('/forgot-password', { next: intent.next })}>
            {SIGN_IN.forgotPassword}
          </TextLink>
        </Box>
      </AccountForm>
    </AuthLayout>
  );
}
