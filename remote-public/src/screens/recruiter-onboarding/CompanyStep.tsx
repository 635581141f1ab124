import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CompanyInputSchema, type CompanyInput } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  FormTextField,
  useFormSubmit,
} from 'shared-kernel/forms';
import { SubmitButton } from '../../components/SubmitButton';
import { COMMON, ONBOARDING, VALIDATION } from '../../texts';
import { createCompany, updateCompany, type Company } from '../../queries/onboarding';
import { StepFrame } from './StepFrame';
import { checkWebAddress, orNull, type Errors } from './validation';

type Field = 'name' | 'description' | 'logoUrl';
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
  // POST /api/companies' schema checks what is sent (PATCH takes the same fields).
  const form = useContractForm<typeof CompanyInputSchema, Record<Field, string>>(
    CompanyInputSchema,
    {
      defaultValues: {
        name: company?.name ?? '',
        description: company?.description ?? '',
        logoUrl: company?.logoUrl ?? '',
      },
      checks: validate,
      toBody: (values) => ({
        name: values.name.trim(),
        description: orNull(values.description),
        logoUrl: orNull(values.logoUrl),
      }),
    },
  );
  const name = useContractField(form, 'name');
  const description = useContractField(form, 'description');
  const logoUrl = useContractField(form, 'logoUrl');

  const mutation = useMutation({
    mutationFn: (fields: CompanyInput) => (company ? updateCompany(fields) : createCompany(fields)),
    onSuccess: async (saved) => {
      if (saved) await onSaved(saved);
    },
  });

  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StepFrame
        id="onboarding-step-company"
        heading={T.heading}
        intro={T.intro}
        actions={
          <SubmitButton pending={mutation.isPending} fullWidth={false}>
            {ONBOARDING.saveContinue}
          </SubmitButton>
        }
      >
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <FormTextField
            id={idOf('name')}
            label={T.name}
            autoComplete="organization"
            required
            {...name}
          />
          <TextField
            id={idOf('description')}
            name={idOf('description')}
            label={T.description}
            multiline
            minRows={4}
            fullWidth
            value={description.value}
            onChange={(e) => description.onChange(e.target.value)}
            onBlur={description.onBlur}
            inputRef={description.inputRef}
            error={Boolean(description.error)}
            helperText={description.error ?? T.descriptionHelp}
          />
          <FormTextField
            id={idOf('logoUrl')}
            label={T.logoUrl}
            type="text"
            placeholder="https://"
            {...logoUrl}
            helperText={T.logoHelp}
          />
        </Stack>
      </StepFrame>
    </Box>
  );
}
