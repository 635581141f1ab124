import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageContainer, toast } from 'shared-kernel';
import { AvailabilityBodySchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { QueryView } from 'shared-kernel/ui';
import { useVenues } from '../../api/venues';
import { useAvailability, useSaveAvailability, type Availability } from '../../booking/api';
import { COMMON } from '../../texts';
import { AVAILABILITY } from '../../texts-booking';
import {
  boundsOf,
  checkAvailability,
  NUMBER_FIELDS,
  rulesOf,
  toBody,
  valuesOf,
  type AvailabilityValues,
  type NumberField,
} from './availability-form';
import { DatesOff } from './DatesOff';
import { NextFreeTimes } from './NextFreeTimes';
import { WeeklyRanges, type AvailabilityForm } from './WeeklyRanges';

const NUMBER_TEXTS: Record<NumberField, { label: string; help: string }> = {
  slotMinutes: { label: AVAILABILITY.slotMinutes, help: AVAILABILITY.slotHelp },
  bufferMinutes: { label: AVAILABILITY.bufferMinutes, help: AVAILABILITY.bufferHelp },
  noticeHours: { label: AVAILABILITY.noticeHours, help: AVAILABILITY.noticeHelp },
  horizonDays: { label: AVAILABILITY.horizonDays, help: AVAILABILITY.horizonHelp },
};

/** The API names a range's field without its index ('weekly.to'): the week shows it. */
const fieldOf = (apiField: string) =>
  apiField === 'weekly' || apiField.startsWith('weekly.')
    ? 'weekly'
    : (apiField as keyof AvailabilityValues);

function NumberInput({ form, field }: { form: AvailabilityForm; field: NumberField }) {
  const input = useContractField(form, field);
  const { min, max } = boundsOf(field);
  const { label, help } = NUMBER_TEXTS[field];
  return (
    <TextField
      id={`availability-${field}`}
      label={label}
      type="number"
      {...textFieldProps(input, `${help} ${min}–${max}.`)}
      slotProps={{ htmlInput: { min, max } }}
      fullWidth
    />
  );
}

function VenueInput({ form }: { form: AvailabilityForm }) {
  const venues = useVenues(false);
  const input = useContractField(form, 'venueId');
  return (
    <TextField
      id="availability-venueId"
      label={AVAILABILITY.venue}
      {...textFieldProps(input, AVAILABILITY.venueHelp)}
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{AVAILABILITY.noVenue}</option>
      {(venues.data?.items ?? []).map((venue) => (
        <option key={venue.id} value={venue.id}>
          {venue.name}, {venue.city}
        </option>
      ))}
    </TextField>
  );
}

/** The default meeting link for video interviews: the invite dialog's default. */
function MeetingUrlInput({ form }: { form: AvailabilityForm }) {
  const input = useContractField(form, 'meetingUrl');
  return (
    <TextField
      id="availability-meetingUrl"
      label={AVAILABILITY.meetingUrl}
      type="url"
      placeholder="https://"
      {...textFieldProps(input, AVAILABILITY.meetingUrlHelp)}
      fullWidth
    />
  );
}

/** The form, from the stored availability; a refused save keeps what was typed. */
function AvailabilityEditor({ stored }: { stored: Availability }) {
  const form = useContractForm<typeof AvailabilityBodySchema, AvailabilityValues>(
    AvailabilityBodySchema,
    {
      defaultValues: valuesOf(stored),
      checks: checkAvailability,
      toBody,
      labels: Object.fromEntries(NUMBER_FIELDS.map((f) => [f, NUMBER_TEXTS[f].label])),
    },
  );
  const save = useSaveAvailability({
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      toast({ title: AVAILABILITY.saved });
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, save, {
    fieldOf,
    networkMessage: COMMON.networkError,
  });
  const rules = rulesOf(form.watch());

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={3}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <WeeklyRanges form={form} />
          <VenueInput form={form} />
          <MeetingUrlInput form={form} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {NUMBER_FIELDS.map((field) => (
              <NumberInput key={field} form={form} field={field} />
            ))}
          </Box>
          <DatesOff form={form} />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {AVAILABILITY.save}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
        <NextFreeTimes rules={rules} now={new Date()} />
      </Box>
    </Box>
  );
}

/** /interview-availability: the recruiter's weekly times for self-booked interviews (issue 32). */
export default function InterviewAvailability() {
  const availability = useAvailability();
  return (
    <PageContainer title={AVAILABILITY.title} subtitle={AVAILABILITY.subtitle}>
      <QueryView query={availability}>
        {(stored) => <AvailabilityEditor stored={stored} />}
      </QueryView>
    </PageContainer>
  );
}
