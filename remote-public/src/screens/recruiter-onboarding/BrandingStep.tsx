import { useState } from 'react';
import { Link as RRLink } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CompanyPatchSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  FormTextField,
  useFormSubmit,
  type ContractTextField,
} from 'shared-kernel/forms';
import { CompanyLogo } from '../../components/CompanyLogo';
import { SubmitButton } from '../../components/SubmitButton';
import { isHexColour, readableTextOn } from '../../components/contrast';
import { PUBLIC_COLOURS } from '../../components/palette';
import { CAREERS, COMMON, ONBOARDING } from '../../texts';
import { updateCompany, type Company } from '../../queries/onboarding';
import { StepFrame } from './StepFrame';
import { checkWebAddress, isWebAddress, orNull, type Errors } from './validation';

type Field = 'primaryColor' | 'accentColor' | 'careersHeadline' | 'logoUrl';
const idOf = (field: Field) => `onboarding-branding-${field}`;
const T = ONBOARDING.branding;

function validate(values: Record<Field, string>): Errors<Field> {
  const found: Errors<Field> = {};
  if (!isHexColour(values.primaryColor))
    found.primaryColor = ONBOARDING.invalidColor(T.primaryColor);
  if (!isHexColour(values.accentColor)) found.accentColor = ONBOARDING.invalidColor(T.accentColor);
  if (values.careersHeadline.trim().length > 200)
    found.careersHeadline = `${T.headline} must be at most 200 characters`;
  const logo = checkWebAddress(values.logoUrl, T.logoUrl);
  if (logo) found.logoUrl = logo;
  return found;
}

function ColourField({
  field,
  label,
  ...bound
}: ContractTextField & { field: Field; label: string }) {
  return (
    <TextField
      id={idOf(field)}
      label={label}
      type="color"
      {...textFieldProps(bound, bound.value.toUpperCase())}
      name={idOf(field)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { sx: { height: 32, cursor: 'pointer' } },
      }}
    />
  );
}

/** Step 4 (optional): the careers page's colours, headline and logo, with a live preview. */
export function BrandingStep({
  company,
  allRequiredDone,
  onSaved,
  onFinish,
  onBack,
}: {
  company: Company;
  allRequiredDone: boolean;
  onSaved: () => Promise<void>;
  onFinish: () => Promise<void>;
  onBack: () => void;
}) {
  // PATCH /api/companies/mine's schema checks what is sent, after the step's own checks.
  const form = useContractForm<typeof CompanyPatchSchema, Record<Field, string>>(
    CompanyPatchSchema,
    {
      defaultValues: {
        primaryColor: company.primaryColor ?? PUBLIC_COLOURS.deep,
        accentColor: company.accentColor ?? PUBLIC_COLOURS.accent,
        careersHeadline: company.careersHeadline ?? '',
        logoUrl: company.logoUrl ?? '',
      },
      checks: validate,
      toBody: (values) => ({
        primaryColor: values.primaryColor.toLowerCase(),
        accentColor: values.accentColor.toLowerCase(),
        careersHeadline: orNull(values.careersHeadline),
        logoUrl: orNull(values.logoUrl),
      }),
    },
  );
  const primaryColor = useContractField(form, 'primaryColor');
  const accentColor = useContractField(form, 'accentColor');
  const careersHeadline = useContractField(form, 'careersHeadline');
  const logoUrl = useContractField(form, 'logoUrl');
  const [skipping, setSkipping] = useState(false);

  const mutation = useMutation({
    mutationFn: updateCompany,
    onSuccess: async () => {
      await onSaved();
      await onFinish();
    },
  });

  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });

  const skip = async () => {
    setSkipping(true);
    try {
      await onFinish();
    } finally {
      setSkipping(false);
    }
  };

  // The preview follows what is typed.
  const primary = isHexColour(primaryColor.value) ? primaryColor.value : PUBLIC_COLOURS.deep;
  const accent = isHexColour(accentColor.value) ? accentColor.value : PUBLIC_COLOURS.accent;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StepFrame
        id="onboarding-step-branding"
        heading={T.heading}
        intro={T.intro}
        onBack={onBack}
        actions={
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
            <Button size="large" onClick={skip} disabled={skipping || mutation.isPending}>
              {T.skip}
            </Button>
            <SubmitButton pending={mutation.isPending} fullWidth={false}>
              {T.finish}
            </SubmitButton>
          </Stack>
        }
      >
        <Stack spacing={2.5}>
          {allRequiredDone && <Alert severity="success">{ONBOARDING.allDone}</Alert>}
          {alert && <Alert severity="error">{alert}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <ColourField field="primaryColor" label={T.primaryColor} {...primaryColor} />
            <ColourField field="accentColor" label={T.accentColor} {...accentColor} />
          </Stack>
          <FormTextField
            id={idOf('careersHeadline')}
            label={T.headline}
            {...careersHeadline}
            helperText={T.headlineHelp}
          />
          <FormTextField
            id={idOf('logoUrl')}
            label={T.logoUrl}
            placeholder="https://"
            {...logoUrl}
            helperText={ONBOARDING.company.logoHelp}
          />
          <Box>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {T.preview}
            </Typography>
            <Box
              data-testid="branding-preview"
              sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Stack
                direction="row"
                spacing={2}
                sx={{
                  bgcolor: primary,
                  color: readableTextOn(primary),
                  p: 2.5,
                  alignItems: 'center',
                }}
              >
                <CompanyLogo
                  name={company.name}
                  logoUrl={isWebAddress(logoUrl.value) ? orNull(logoUrl.value) : null}
                  size={48}
                  initialsColours={{ bg: readableTextOn(primary), fg: primary }}
                />
                <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                  {careersHeadline.value.trim() || CAREERS.defaultHeadline(company.name)}
                </Typography>
              </Stack>
              <Box sx={{ p: 2, bgcolor: '#fff' }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    px: 2,
                    py: 1,
                    borderRadius: 1,
                    fontWeight: 600,
                    bgcolor: accent,
                    color: readableTextOn(accent),
                  }}
                >
                  {T.previewButton}
                </Box>
              </Box>
            </Box>
            <Link
              component={RRLink}
              to={`/careers/${encodeURIComponent(company.slug)}`}
              sx={{ mt: 1, display: 'inline-block' }}
            >
              {T.viewPage}
            </Link>
          </Box>
        </Stack>
      </StepFrame>
    </Box>
  );
}
