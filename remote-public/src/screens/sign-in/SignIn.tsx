import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signIn, usePageTitle, useSetSignedInUser } from 'shared-kernel';
import { SignInBodySchema } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  FormTextField,
  useFormSubmit,
} from 'shared-kernel/forms';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { TextLink } from 'shared-kernel/ui';
import { SubmitButton } from '../../components/SubmitButton';
import { destinationFor, readIntent, withIntent } from '../../components/form';
import { COMMON, FIELD, SIGN_IN, VALIDATION } from '../../texts';

type Field = 'email' | 'password';
const idOf = (field: Field) => `sign-in-${field}`;

export default function SignIn() {
  usePageTitle(SIGN_IN.title);
  const navigate = useNavigate();
  const setSignedInUser = useSetSignedInUser();
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

  const mutation = useMutation({ mutationFn: signIn });
  const { alert, setAlert, onSubmit } = useFormSubmit(
    form,
    (body, fail) =>
      mutation.mutate(body, {
        onSuccess: (user) => {
          if (!user) {
            setAlert(COMMON.unexpected);
            return;
          }
          setSignedInUser(user);
          navigate(destinationFor(user, intent), { replace: true });
        },
        onError: fail,
      }),
    { networkMessage: COMMON.networkError },
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
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <FormTextField
            id={idOf('email')}
            label={FIELD.email}
            type="email"
            autoComplete="email"
            required
            {...email}
          />
          <PasswordField
            id={idOf('password')}
            label={FIELD.password}
            autoComplete="current-password"
            required
            {...password}
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <TextLink to="/forgot-password">{SIGN_IN.forgotPassword}</TextLink>
          </Box>
          <SubmitButton pending={mutation.isPending}>{SIGN_IN.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
