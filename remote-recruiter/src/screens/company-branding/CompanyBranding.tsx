import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageContainer, toast } from 'shared-kernel';
import { HEX_COLOUR, useSaveBranding } from '../../api/branding';
import { useCompany, type Company } from '../../api/company';
import { looksLikeUrl, useFormState, type FieldErrors } from '../../company-kit/form';
import { QueryView } from '../../company-kit/QueryView';
import { Section } from '../../company-kit/Section';
import { BRANDING_TEXTS as T } from '../../texts-company';
import { CareersPreview } from './CareersPreview';

type Field = 'logoUrl' | 'primaryColor' | 'accentColor' | 'careersHeadline';
const FIELDS: readonly Field[] = ['logoUrl', 'primaryColor', 'accentColor', 'careersHeadline'];

function BrandingForm({ company }: { company: Company }) {
  const {
    values,
    errors,
    setErrors,
    alert,
    setAlert,
    update: set,
    showSaveError,
  } = useFormState<Field>({
    logoUrl: company.logoUrl ?? '',
    primaryColor: company.primaryColor ?? '',
    accentColor: company.accentColor ?? '',
    careersHeadline: company.careersHeadline ?? '',
  });
  const mutation = useSaveBranding({
    onSuccess: () => {
      toast({ title: T.saved });
    },
    onError: (error) => showSaveError(error, FIELDS),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (values.logoUrl.trim() && !looksLikeUrl(values.logoUrl)) found.logoUrl = T.logoInvalid;
    if (values.primaryColor && !HEX_COLOUR.test(values.primaryColor))
      found.primaryColor = T.colourInvalid(T.primaryColor);
    if (values.accentColor && !HEX_COLOUR.test(values.accentColor))
      found.accentColor = T.colourInvalid(T.accentColor);
    setErrors(found);
    setAlert(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`branding-${first}`)?.focus();
      return;
    }
    mutation.mutate({
      logoUrl: values.logoUrl.trim() || null,
      primaryColor: values.primaryColor || null,
      accentColor: values.accentColor || null,
      careersHeadline: values.careersHeadline.trim() || null,
    });
  };

  const colour = (field: 'primaryColor' | 'accentColor', label: string) => (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flex: 1 }}>
      <TextField
        id={`branding-${field}`}
        label={label}
        value={values[field]}
        placeholder="#1f4e79"
        onChange={(e) => set(field, e.target.value.trim())}
        error={Boolean(errors[field])}
        helperText={errors[field]}
        fullWidth
      />
      <Box
        component="input"
        type="color"
        aria-label={T.pickColour(label)}
        value={HEX_COLOUR.test(values[field]) ? values[field] : '#000000'}
        onChange={(e: { target: { value: string } }) => set(field, e.target.value)}
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
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField
              id="branding-logoUrl"
              label={T.logoUrl}
              type="url"
              value={values.logoUrl}
              onChange={(e) => set('logoUrl', e.target.value)}
              error={Boolean(errors.logoUrl)}
              helperText={errors.logoUrl}
              fullWidth
            />
            {colour('primaryColor', T.primaryColor)}
            {colour('accentColor', T.accentColor)}
            <TextField
              id="branding-careersHeadline"
              label={T.headline}
              value={values.careersHeadline}
              onChange={(e) => set('careersHeadline', e.target.value)}
              error={Boolean(errors.careersHeadline)}
              helperText={errors.careersHeadline}
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
          logoUrl={values.logoUrl.trim()}
          primaryColor={values.primaryColor}
          accentColor={values.accentColor}
          headline={values.careersHeadline.trim()}
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
