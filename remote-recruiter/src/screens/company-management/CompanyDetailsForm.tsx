import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import { useUpdateCompany, type Company } from '../../api/company';
import { looksLikeUrl, useFormState, type FieldErrors } from '../../company-kit/form';
import { COMPANY_TEXTS as T } from '../../texts-company';

type Field = 'name' | 'description' | 'websiteUrl';
const FIELDS: readonly Field[] = ['name', 'description', 'websiteUrl'];

export function CompanyDetailsForm({ company }: { company: Company }) {
  const { values, errors, setErrors, alert, setAlert, change, showSaveError } = useFormState<Field>(
    {
      name: company.name,
      description: company.description ?? '',
      websiteUrl: company.websiteUrl ?? '',
    },
  );
  const mutation = useUpdateCompany({
    onSuccess: () => {
      toast({ title: T.saved });
    },
    onError: (error) => showSaveError(error, FIELDS),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.name.trim()) found.name = T.nameRequired;
    if (values.websiteUrl.trim() && !looksLikeUrl(values.websiteUrl))
      found.websiteUrl = T.websiteInvalid;
    setErrors(found);
    setAlert(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`company-${first}`)?.focus();
      return;
    }
    mutation.mutate({
      name: values.name.trim(),
      description: values.description.trim() || null,
      websiteUrl: values.websiteUrl.trim() || null,
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <TextField
          id="company-name"
          label={T.name}
          value={values.name}
          onChange={change('name')}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          fullWidth
        />
        <TextField
          id="company-description"
          label={T.description}
          value={values.description}
          onChange={change('description')}
          error={Boolean(errors.description)}
          helperText={errors.description}
          multiline
          minRows={3}
          fullWidth
        />
        <TextField
          id="company-websiteUrl"
          label={T.website}
          type="url"
          value={values.websiteUrl}
          onChange={change('websiteUrl')}
          error={Boolean(errors.websiteUrl)}
          helperText={errors.websiteUrl}
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {T.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
