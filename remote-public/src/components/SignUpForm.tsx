import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRecruiter, signUp, usePageTitle, type UserType } from 'shared-kernel';
import { usePasswordRule } from 'shared-kernel/account';
import { SignUpBodySchema } from 'shared-kernel/contract';
import { FormTextField, useContractField, useContractForm } from 'shared-kernel/forms';
import { TextLink } from 'shared-kernel/ui';
import { AccountForm, CredentialFields } from './AccountForm';
import { AuthLayout } from './AuthLayout';
import { useAccountSubmit } from './useAccountSubmit';
import { destinationFor, looksLikeEmail, ONBOARDING_PATH, readIntent, withIntent } from './form';
import { FIELD, SIGN_UP, VALIDATION } from '../texts';

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', password: '' };

/** The form's checks; `passwordProblem` is the password rule (shared-kernel), as the API's. */
function validate(
  values: Record<Field, string>,
  passwordProblem: (password: string) => string | null,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.firstName.trim()) found.firstName = VALIDATION.required(FIELD.firstName);
  if (!values.lastName.trim()) found.lastName = VALIDATION.required(FIELD.lastName);
  if (!values.email.trim()) found.email = VALIDATION.required(FIELD.email);
  else if (!looksLikeEmail(values.email)) found.email = VALIDATION.emailFormat;
  const weak = values.password ? passwordProblem(values.password) : null;
  if (!values.password) found.password = VALIDATION.required(FIELD.password);
  else if (weak) found.password = weak;
  return found;
}

/**
 * The sign-up form both roles share. A candidate sent here by the landing page's job search
 * (?q=…) keeps that search: after sign-up they land on /jobs?q=….
 */
export function SignUpForm({ userType }: { userType: UserType }) {
  const copy = SIGN_UP[userType];
  usePageTitle(copy.title);
  const [params] = useSearchParams();
  // A job seeker keeps what they came for (a search, a job to apply for); both keep the page to
  // come back to (?next=, e.g. a team invitation).
  const read = readIntent(params);
  const intent = userType === 'candidate' ? read : { next: read.next };
  const q = intent.q ?? null;
  const idOf = (field: Field) => `${userType}-signup-${field}`;

  const form = useContractForm(SignUpBodySchema, {
    defaultValues: EMPTY,
    checks: (v: Record<Field, string>) => validate(v, (password) => rule.problemOf(password)),
    toBody: (v: Record<Field, string>) => ({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      password: v.password,
      userType,
    }),
  });
  const firstName = useContractField(form, 'firstName');
  const lastName = useContractField(form, 'lastName');
  const email = useContractField(form, 'email');
  const password = useContractField(form, 'password');
  // The password rule, shown under the field as the user types (the strength check loads now).
  const rule = usePasswordRule(password.value, {
    owner: { firstName: firstName.value, lastName: lastName.value, email: email.value },
    label: FIELD.password,
  });

  // A new employer has no company yet: onboarding comes first, unless they came to join one.
  // 409: the e-mail is taken; a 400 naming a field (a weak password) goes under that field.
  const { alert, onSubmit, pending } = useAccountSubmit(
    form,
    signUp,
    (user) => (isRecruiter(user) ? (intent.next ?? ONBOARDING_PATH) : destinationFor(user, intent)),
    { byStatus: { 409: 'email' } },
  );

  // The other role's sign-up keeps the page to come back to (and a job seeker's intent).
  const otherRole =
    userType === 'candidate' ? (
      <TextLink to={withIntent('/recruiter-signup', { next: intent.next })}>
        {SIGN_UP.candidate.otherRole}
      </TextLink>
    ) : (
      <TextLink to={withIntent('/candidate-signup', read)}>{SIGN_UP.recruiter.otherRole}</TextLink>
    );

  return (
    <AuthLayout
      heading={copy.heading}
      pitch={copy.pitch}
      footer={
        <>
          <Typography>
            <TextLink to={withIntent('/sign-in', intent)}>{SIGN_UP.haveAccount}</TextLink>
          </Typography>
          <Typography>{otherRole}</Typography>
        </>
      }
    >
      <AccountForm
        onSubmit={onSubmit}
        alert={alert}
        pending={pending}
        submitLabel={SIGN_UP.submit}
        notice={
          intent.apply ? (
            <Alert severity="info">{SIGN_UP.applyKept}</Alert>
          ) : (
            q && <Alert severity="info">{SIGN_UP.searchKept(q)}</Alert>
          )
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField
            id={idOf('firstName')}
            label={FIELD.firstName}
            autoComplete="given-name"
            required
            {...firstName}
          />
          <FormTextField
            id={idOf('lastName')}
            label={FIELD.lastName}
            autoComplete="family-name"
            required
            {...lastName}
          />
        </Stack>
        <CredentialFields
          idPrefix={`${userType}-signup`}
          email={email}
          password={password}
          passwordAutoComplete="new-password"
          passwordHint={rule.hint}
        />
        {userType === 'recruiter' && (
          <Typography variant="body2" color="text.secondary">
            {SIGN_UP.recruiter.nextSteps}
          </Typography>
        )}
      </AccountForm>
    </AuthLayout>
  );
}
