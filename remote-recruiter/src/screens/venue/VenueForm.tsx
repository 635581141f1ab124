import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VenueInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  VENUE_TYPES,
  normalisePostcode,
  postcodeProblem,
  type VenueType,
} from 'shared-kernel/rules';
import { labelOf } from '../../kit/form';
import { COMMON } from '../../texts';
import { VENUE_TEXTS as T } from '../../texts-company';
import type { Venue, VenueInput } from '../../api/venues';

type Field = 'name' | 'venueType' | 'city' | 'addressLine' | 'postcode' | 'description';
type Values = Record<Field, string>;

const valuesOf = (venue?: Venue): Values => ({
  name: venue?.name ?? '',
  venueType: venue?.venueType ?? 'restaurant',
  city: venue?.city ?? '',
  addressLine: venue?.addressLine ?? '',
  postcode: venue?.postcode ?? '',
  description: venue?.description ?? '',
});

/** Add or edit a venue. Keeps what was typed when the save fails, naming the field. */
export function VenueForm({
  venue,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  idPrefix = 'venue',
}: {
  venue?: Venue;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: VenueInput) => Promise<unknown>;
  onCancel?: () => void;
  idPrefix?: string;
}) {
  // The venue schema (POST /api/companies/mine/venues) checks what is sent.
  const form = useContractForm<typeof VenueInputSchema, Values>(VenueInputSchema, {
    defaultValues: valuesOf(venue),
    checks: (values) => ({
      name: values.name.trim() ? undefined : T.nameRequired,
      city: values.city.trim() ? undefined : T.cityRequired,
      // The API's rule (shared-kernel/rules/postcode), so the message comes before the call.
      postcode: values.postcode.trim()
        ? (postcodeProblem(values.postcode) ?? undefined)
        : undefined,
    }),
    toBody: (values) => ({
      name: values.name.trim(),
      // One of VENUE_TYPES (the select offers no other); the schema checks it.
      venueType: values.venueType as VenueType,
      city: values.city.trim(),
      addressLine: values.addressLine.trim() || null,
      postcode: values.postcode.trim() ? normalisePostcode(values.postcode) : null,
      description: values.description.trim() || null,
    }),
  });
  const fields = {
    name: useContractField(form, 'name'),
    venueType: useContractField(form, 'venueType'),
    city: useContractField(form, 'city'),
    addressLine: useContractField(form, 'addressLine'),
    postcode: useContractField(form, 'postcode'),
    description: useContractField(form, 'description'),
  };
  const { alert, onSubmit: submit } = useFormSubmit(
    form,
    (body, fail) => onSubmit(body).catch(fail),
    { networkMessage: COMMON.networkError },
  );

  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label}
      {...textFieldProps(fields[name])}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {alert && <Alert severity="error">{alert}</Alert>}
        {field('name', T.name, { slotProps: { htmlInput: { maxLength: 120 } } })}
        {field('venueType', T.venueType, {
          select: true,
          children: VENUE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {labelOf(type)}
            </MenuItem>
          )),
        })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('city', T.city, { slotProps: { htmlInput: { maxLength: 100 } } })}
          {field('postcode', T.postcode, { slotProps: { htmlInput: { maxLength: 10 } } })}
        </Stack>
        {field('addressLine', T.addressLine, { slotProps: { htmlInput: { maxLength: 200 } } })}
        {field('description', T.description, { multiline: true, minRows: 2 })}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>{T.cancel}</Button>}
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
