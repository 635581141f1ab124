import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signIn, usePageTitle, useSetSignedInUser } from 'shared-kernel';
import { AuthLayout } from '../../components/AuthLayout';
import { FormTextField, PasswordField } from '../../components/FormTextField';
import { TextLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import {
  destinationFor,
  focusFirstError,
  formErrorFrom,
  readIntent,
  withIntent,
  type FieldErrors,
} from '../../components/form';
import { COMMON, FIELD, SIGN_IN, VALIDATION } from '../../texts';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];
const idOf = (field: Field) => `sign-in-${field}`;

export default function SignIn() {
  usePageTitle(SIGN_IN.title);
  const navigate = useNavigate();
  const setSignedInUser = useSetSignedInUser();
  const [params] = useSearchParams();
  const intent = readIntent(params);

  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      if (!user) {
        setAlert(COMMON.unexpected);
        return;
      }
      setSignedInUser(user);
      navigate(destinationFor(user, intent), { replace: true });
    },
    onError: (error) => {
      const shown = formErrorFrom(error, FIELDS);
      if ('field' in shown) {
        const next = { [shown.field]: shown.message };
        setErrors(next);
        focusFirstError(next, FIELDS, idOf);
      } else {
        setAlert(shown.alert);
      }
    },
  });

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.email.trim()) found.email = VALIDATION.required(FIELD.email);
    if (!values.password) found.password = VALIDATION.required(FIELD.password);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, FIELDS, idOf);
      return;
    }
    mutation.mutate({ email: values.email.trim(), password: values.password });
  };

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
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <FormTextField
            id={idOf('email')}
            label={FIELD.email}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <PasswordField
            id={idOf('password')}
            label={FIELD.password}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errors.password}
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
