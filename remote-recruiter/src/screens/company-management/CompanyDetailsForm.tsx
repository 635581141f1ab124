import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import { CompanyPatchSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { useUpdateCompany, type Company } from '../../api/company';
import { looksLikeUrl } from '../../kit/form';
import { COMMON } from '../../texts';
import { COMPANY_TEXTS as T } from '../../texts-company';

type Field = 'name' | 'description' | 'websiteUrl';

export function CompanyDetailsForm({ company }: { company: Company }) {
  // PATCH /api/companies/mine's schema checks what is sent, after the form's own checks.
  const form = useContractForm<typeof CompanyPatchSchema, Record<Field, string>>(
    CompanyPatchSchema,
    {
      defaultValues: {
        name: company.name,
        description: company.description ?? '',
        websiteUrl: company.websiteUrl ?? '',
      },
      checks: (values) => ({
        name: values.name.trim() ? undefined : T.nameRequired,
        websiteUrl:
          values.websiteUrl.trim() && !looksLikeUrl(values.websiteUrl)
            ? T.websiteInvalid
            : undefined,
      }),
      toBody: (values) => ({
        name: values.name.trim(),
        description: values.description.trim() || null,
        websiteUrl: values.websiteUrl.trim() || null,
      }),
    },
  );
  const name = useContractField(form, 'name');
  const description = useContractField(form, 'description');
  const websiteUrl = useContractField(form, 'websiteUrl');
  const mutation = useUpdateCompany({
    onSuccess: () => {
      toast({ title: T.saved });
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <TextField
          id="company-name"
          label={T.name}
          {...textFieldProps(name)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          fullWidth
        />
        <TextField
          id="company-description"
          label={T.description}
          {...textFieldProps(description)}
          multiline
          minRows={3}
          fullWidth
        />
        <TextField
          id="company-websiteUrl"
          label={T.website}
          type="url"
          {...textFieldProps(websiteUrl)}
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
