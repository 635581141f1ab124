import { Link as RRLink, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, apiWrite, usePageTitle } from 'shared-kernel';
import { usePasswordRule } from 'shared-kernel/account';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/FormTextField';
import { TextLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { formErrorFrom, type FieldErrors } from '../../components/form';
import { useFieldForm } from '../../components/useFieldForm';
import { FIELD, RESET, VALIDATION } from '../../texts';

type Field = 'password' | 'confirm';
const FIELDS: readonly Field[] = ['password', 'confirm'];
const idOf = (field: Field) => `reset-password-${field}`;

/** 204 on success; 400 when the code is used or expired (or the password is too weak). */
const resetPassword = (input: { code: string; password: string }) =>
  apiWrite<null>('POST', '/api/auth/reset-password', input);

/** The form's checks; `passwordProblem` is the password rule (shared-kernel), as the API's. */
function validate(
  values: Record<Field, string>,
  passwordProblem: (password: string) => string | null,
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  const weak = values.password ? passwordProblem(values.password) : null;
  if (!values.password) found.password = VALIDATION.required(FIELD.newPassword);
  else if (weak) found.password = weak;
  if (!values.confirm) found.confirm = VALIDATION.required(FIELD.confirmPassword);
  else if (values.password && values.confirm !== values.password)
    found.confirm = VALIDATION.confirmMismatch;
  return found;
}

function RequestNewLink() {
  return <TextLink to="/forgot-password">{RESET.requestNew}</TextLink>;
}

export default function ResetPassword() {
  usePageTitle(RESET.title);
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';

  /** A failure shown in the Alert; `badLink` adds the way to request a new link. */
  const { values, errors, alert, setAlert, showFieldError, change, submitWith } = useFieldForm<
    Field,
    Record<Field, string>,
    { message: string; badLink: boolean }
  >({
    initial: { password: '', confirm: '' },
    fields: FIELDS,
    idOf,
    validate: (v) => validate(v, (password) => rule.problemOf(password)),
  });
  // The password rule as the API words it for this form's `password` field (the reset link does
  // not say whose account it is: the API also checks the owner's name and e-mail).
  const rule = usePasswordRule(values.password, { label: FIELD.password });

  const mutation = useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      // The API names 'password' when it rejects the password itself.
      const shown = formErrorFrom(error, ['password'] as const);
      if ('field' in shown) {
        showFieldError('password', shown.message);
        return;
      }
      const badLink = error instanceof ApiError && error.status === 400;
      setAlert({ message: shown.alert, badLink });
    },
  });

  if (!code) {
    return (
      <AuthLayout heading={RESET.heading}>
        <Stack spacing={2}>
          <Alert severity="warning">{RESET.missingCode}</Alert>
          <Button component={RRLink} to="/forgot-password" variant="contained" size="large">
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
          <Button component={RRLink} to="/sign-in" variant="contained" size="large">
            {RESET.signIn}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = submitWith((values) => mutation.mutate({ code, password: values.password }));

  return (
    <AuthLayout
      heading={RESET.heading}
      pitch={RESET.pitch}
      footer={
        <Typography>
          <TextLink to="/sign-in">{RESET.signIn}</TextLink>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {alert && (
            <Alert severity="error">
              {alert.message}
              {alert.badLink && (
                <>
                  {' '}
                  <RequestNewLink />
                </>
              )}
            </Alert>
          )}
          <PasswordField
            id={idOf('password')}
            label={FIELD.newPassword}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            helperText={rule.hint}
          />
          <PasswordField
            id={idOf('confirm')}
            label={FIELD.confirmPassword}
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={change('confirm')}
            error={errors.confirm}
          />
          <SubmitButton pending={mutation.isPending}>{RESET.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
