import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageContainer, toast } from 'shared-kernel';
import { CompanyPatchSchema } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  textFieldProps,
  useFormSubmit,
} from 'shared-kernel/forms';
import { HEX_COLOUR, useSaveBranding } from '../../api/branding';
import { useCompany, type Company } from '../../api/company';
import { looksLikeUrl } from '../../kit/form';
import { QueryView, Section } from 'shared-kernel/ui';
import { COMMON } from '../../texts';
import { BRANDING_TEXTS as T } from '../../texts-company';
import { CareersPreview } from './CareersPreview';

type Field = 'logoUrl' | 'primaryColor' | 'accentColor' | 'careersHeadline';

function BrandingForm({ company }: { company: Company }) {
  // PATCH /api/companies/mine's schema checks what is sent, after the form's own checks.
  const form = useContractForm<typeof CompanyPatchSchema, Record<Field, string>>(
    CompanyPatchSchema,
    {
      defaultValues: {
        logoUrl: company.logoUrl ?? '',
        primaryColor: company.primaryColor ?? '',
        accentColor: company.accentColor ?? '',
        careersHeadline: company.careersHeadline ?? '',
      },
      checks: (values) => ({
        logoUrl: values.logoUrl.trim() && !looksLikeUrl(values.logoUrl) ? T.logoInvalid : undefined,
        primaryColor:
          values.primaryColor && !HEX_COLOUR.test(values.primaryColor)
            ? T.colourInvalid(T.primaryColor)
            : undefined,
        accentColor:
          values.accentColor && !HEX_COLOUR.test(values.accentColor)
            ? T.colourInvalid(T.accentColor)
            : undefined,
      }),
      toBody: (values) => ({
        logoUrl: values.logoUrl.trim() || null,
        primaryColor: values.primaryColor || null,
        accentColor: values.accentColor || null,
        careersHeadline: values.careersHeadline.trim() || null,
      }),
    },
  );
  const fields = {
    logoUrl: useContractField(form, 'logoUrl'),
    primaryColor: useContractField(form, 'primaryColor'),
    accentColor: useContractField(form, 'accentColor'),
    careersHeadline: useContractField(form, 'careersHeadline'),
  };
  const mutation = useSaveBranding({
    onSuccess: () => {
      toast({ title: T.saved });
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });

  const colour = (field: 'primaryColor' | 'accentColor', label: string) => (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flex: 1 }}>
      <TextField
        id={`branding-${field}`}
        label={label}
        {...textFieldProps(fields[field])}
        onChange={(e) => fields[field].onChange(e.target.value.trim())}
        placeholder="#1f4e79"
        fullWidth
      />
      <Box
        component="input"
        type="color"
        aria-label={T.pickColour(label)}
        value={HEX_COLOUR.test(fields[field].value) ? fields[field].value : '#000000'}
        onChange={(e: { target: { value: string } }) => fields[field].onChange(e.target.value)}
        sx={{
          width: 48,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
        }}
      />
    </Stack>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="Brand" id="branding-form">
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField
              id="branding-logoUrl"
              label={T.logoUrl}
              type="url"
              {...textFieldProps(fields.logoUrl)}
              fullWidth
            />
            {colour('primaryColor', T.primaryColor)}
            {colour('accentColor', T.accentColor)}
            <TextField
              id="branding-careersHeadline"
              label={T.headline}
              {...textFieldProps(fields.careersHeadline)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled={mutation.isPending}>
                {T.save}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Section>
      <Section
        title={T.preview}
        id="branding-preview"
        action={
          <Link href={`/careers/${company.slug}`} target="_blank" rel="noopener">
            {T.viewCareers}
          </Link>
        }
      >
        <CareersPreview
          name={company.name}
          logoUrl={fields.logoUrl.value.trim()}
          primaryColor={fields.primaryColor.value}
          accentColor={fields.accentColor.value}
          headline={fields.careersHeadline.value.trim()}
        />
      </Section>
    </Box>
  );
}

/** /company-branding: logo, colours and headline, with a live careers-page preview. */
export default function CompanyBranding() {
  const company = useCompany();
  return (
    <PageContainer title={T.title} subtitle={T.subtitle}>
      <QueryView query={company}>{(mine) => <BrandingForm company={mine.company} />}</QueryView>
    </PageContainer>
  );
}
