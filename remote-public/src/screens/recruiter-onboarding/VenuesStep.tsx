import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import {
  VenueInputSchema,
  type TeamSize,
  type VenueType,
  type WorkPace,
} from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  FormTextField,
  useFormSubmit,
  type ContractTextField,
} from 'shared-kernel/forms';
import {
  TEAM_SIZES,
  VENUE_TYPES,
  WORK_PACES,
  normalisePostcode,
  postcodeProblem,
} from 'shared-kernel/rules';
import { SubmitButton } from '../../components/SubmitButton';
import { COMMON, ONBOARDING, VALIDATION, VOCAB, vocabLabel } from '../../texts';
import { useAddVenue, useMyVenues } from '../../queries/onboarding';
import { StepFrame } from './StepFrame';
import type { Errors } from './validation';

/** The venue form's values as typed (the body is the contract's `VenueInput`). */
type VenueFields = {
  name: string;
  venueType: string;
  city: string;
  postcode: string;
  pace: string;
  teamSize: string;
};

type Field = keyof VenueFields;
const FIELDS: readonly Field[] = ['name', 'venueType', 'city', 'postcode', 'pace', 'teamSize'];
const EMPTY: VenueFields = {
  name: '',
  venueType: '',
  city: '',
  postcode: '',
  pace: '',
  teamSize: '',
};
const idOf = (field: Field) => `onboarding-venue-${field}`;
const T = ONBOARDING.venues;
const LABELS: Record<Field, string> = {
  name: T.name,
  venueType: T.venueType,
  city: T.city,
  postcode: T.postcode,
  pace: T.pace,
  teamSize: T.teamSize,
};

function validate(values: VenueFields): Errors<Field> {
  const found: Errors<Field> = {};
  for (const field of FIELDS) {
    if (!values[field].trim()) found[field] = VALIDATION.required(LABELS[field]);
  }
  // The API's rule (shared-kernel/rules/postcode), so the message comes before the call.
  const problem = values.postcode.trim() ? postcodeProblem(values.postcode) : null;
  if (problem && !found.postcode) found.postcode = problem;
  return found;
}

function ChoiceField({
  field,
  options,
  ...bound
}: ContractTextField & { field: Field; options: readonly { value: string; label: string }[] }) {
  return (
    <TextField
      id={idOf(field)}
      label={LABELS[field]}
      select
      fullWidth
      {...textFieldProps(bound)}
      name={idOf(field)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-required': true },
      }}
    >
      <option value="">{T.choose}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const options = (values: readonly string[], list: 'venueType' | 'workPace' | 'teamSize') =>
  values.map((value) => ({ value, label: vocabLabel(list, value) }));

/** Step 2: the company's venues; at least one before going on. */
export function VenuesStep({
  onSaved,
  onBack,
  onContinue,
}: {
  onSaved: () => Promise<unknown>;
  onBack: () => void;
  onContinue: () => void;
}) {
  const venues = useMyVenues(true);
  // POST /api/companies/mine/venues' schema checks what is sent, after the step's own checks.
  const form = useContractForm<typeof VenueInputSchema, VenueFields>(VenueInputSchema, {
    defaultValues: EMPTY,
    checks: validate,
    toBody: (values) => ({
      name: values.name.trim(),
      venueType: values.venueType as VenueType,
      city: values.city.trim(),
      postcode: normalisePostcode(values.postcode),
      pace: values.pace as WorkPace,
      teamSize: values.teamSize as TeamSize,
    }),
  });
  const name = useContractField(form, 'name');
  const venueType = useContractField(form, 'venueType');
  const city = useContractField(form, 'city');
  const postcode = useContractField(form, 'postcode');
  const pace = useContractField(form, 'pace');
  const teamSize = useContractField(form, 'teamSize');

  const mutation = useAddVenue({
    onSuccess: async (venue) => {
      form.reset(EMPTY);
      await onSaved();
      if (venue) toast({ title: T.added(venue.name) });
      document.getElementById(idOf('name'))?.focus();
    },
  });

  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });

  const list = venues.data ?? [];
  const [needOne, setNeedOne] = useState(false);
  const next = () => {
    if (list.length === 0) {
      setNeedOne(true);
      document.getElementById(idOf('name'))?.focus();
      return;
    }
    onContinue();
  };

  return (
    <StepFrame
      id="onboarding-step-venues"
      heading={T.heading}
      intro={T.intro}
      onBack={onBack}
      actions={
        <Button variant="contained" size="large" onClick={next} sx={{ px: 4 }}>
          {ONBOARDING.continue}
        </Button>
      }
    >
      <QueryView query={venues} allowNull>
        {() =>
          list.length === 0 ? (
            <Typography
              color={needOne ? 'error' : 'text.secondary'}
              role={needOne ? 'alert' : undefined}
            >
              {needOne ? T.needOne : T.none}
            </Typography>
          ) : (
            <Stack
              component="ul"
              aria-label={T.listLabel}
              spacing={1}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {list.map((venue) => (
                <Paper component="li" variant="outlined" key={venue.id} sx={{ p: 1.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>{venue.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      vocabLabel('venueType', venue.venueType),
                      [venue.city, venue.postcode].filter(Boolean).join(' '),
                      vocabLabel('workPace', venue.pace),
                      vocabLabel('teamSize', venue.teamSize),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryView>

      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="onboarding-add-venue"
        sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography
          id="onboarding-add-venue"
          component="h3"
          variant="h6"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          {list.length === 0 ? T.addHeading : T.addAnother}
        </Typography>
        <Stack spacing={2.5}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField id={idOf('name')} label={T.name} required {...name} />
            <ChoiceField
              field="venueType"
              options={options(VENUE_TYPES, 'venueType')}
              {...venueType}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField
              id={idOf('city')}
              label={T.city}
              autoComplete="address-level2"
              required
              {...city}
            />
            <FormTextField
              id={idOf('postcode')}
              label={T.postcode}
              autoComplete="postal-code"
              required
              {...postcode}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <ChoiceField field="pace" options={options(WORK_PACES, 'workPace')} {...pace} />
            <ChoiceField
              field="teamSize"
              options={TEAM_SIZES.map((size) => ({
                value: size,
                label: `${VOCAB.teamSize[size]} (${ONBOARDING.culture.teamSizeHint[size]})`,
              }))}
              {...teamSize}
            />
          </Stack>
          <Box>
            <SubmitButton pending={mutation.isPending} fullWidth={false}>
              {T.add}
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </StepFrame>
  );
}
