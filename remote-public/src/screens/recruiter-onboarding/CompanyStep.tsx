import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../../components/FormTextField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFieldForm } from '../../components/useFieldForm';
import { ONBOARDING, VALIDATION } from '../../texts';
import { createCompany, updateCompany, type Company, type CompanyFields } from './onboarding-api';
import { StepFrame } from './StepFrame';
import { checkWebAddress, errorFor, orNull, type Errors } from './validation';

type Field = 'name' | 'description' | 'logoUrl';
const FIELDS: readonly Field[] = ['name', 'description', 'logoUrl'];
const idOf = (field: Field) => `onboarding-company-${field}`;
const T = ONBOARDING.company;

function validate(values: Record<Field, string>): Errors<Field> {
  const found: Errors<Field> = {};
  if (!values.name.trim()) found.name = VALIDATION.required(T.name);
  else if (values.name.trim().length > 120) found.name = `${T.name} must be at most 120 characters`;
  if (values.description.length > 10000)
    found.description = `${T.description} must be at most 10000 characters`;
  found.logoUrl = checkWebAddress(values.logoUrl, T.logoUrl);
  if (!found.logoUrl) delete found.logoUrl;
  return found;
}

/** Step 1: the company's name, description and logo. Creates the company, or edits it. */
export function CompanyStep({
  company,
  onSaved,
}: {
  company: Company | null;
  onSaved: (company: Company) => Promise<void>;
}) {
  const { values, errors, alert, setAlert, showFieldError, change, submitWith } = useFieldForm({
    initial: {
      name: company?.name ?? '',
      description: company?.description ?? '',
      logoUrl: company?.logoUrl ?? '',
    },
    fields: FIELDS,
    idOf,
    validate,
  });

  const mutation = useMutation({
    mutationFn: (fields: CompanyFields) =>
      company ? updateCompany(fields) : createCompany(fields),
    onSuccess: async (saved) => {
      if (saved) await onSaved(saved);
    },
    onError: (error) => {
      const shown = errorFor<Field>(error, {
        name: 'name',
        description: 'description',
        logoUrl: 'logoUrl',
      });
      if ('field' in shown) showFieldError(shown.field, shown.message);
      else setAlert(shown.alert);
    },
  });

  const submit = submitWith((values) =>
    mutation.mutate({
      name: values.name.trim(),
      description: orNull(values.description),
      logoUrl: orNull(values.logoUrl),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepFrame
        id="onboarding-step-company"
        heading={T.heading}
        intro={T.intro}
        actions={
          <>
            <span />
            <SubmitButton pending={mutation.isPending} fullWidth={false}>
              {ONBOARDING.saveContinue}
            </SubmitButton>
          </>
        }
      >
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <FormTextField
            id={idOf('name')}
            label={T.name}
            autoComplete="organization"
            required
            value={values.name}
            onChange={change('name')}
            error={errors.name}
          />
          <TextField
            id={idOf('description')}
            name={idOf('description')}
            label={T.description}
            multiline
            minRows={4}
            fullWidth
            value={values.description}
            onChange={(e) => change('description')(e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description ?? T.descriptionHelp}
          />
          <FormTextField
            id={idOf('logoUrl')}
            label={T.logoUrl}
            type="text"
            placeholder="https://"
            value={values.logoUrl}
            onChange={change('logoUrl')}
            error={errors.logoUrl}
            helperText={T.logoHelp}
          />
        </Stack>
      </StepFrame>
    </Box>
  );
}
