import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VENUE_TYPES, type VenueType } from 'shared-kernel/rules';
import type { Venue, VenueInput } from '../../api/venues';
import { labelOf, saveErrorFrom, type FieldErrors } from '../../company-kit/form';
import { VENUE_TEXTS as T } from '../../texts-company';

type Field = 'name' | 'venueType' | 'city' | 'addressLine' | 'postcode' | 'description';
const FIELDS: readonly Field[] = [
  'name',
  'venueType',
  'city',
  'addressLine',
  'postcode',
  'description',
];

const valuesOf = (venue?: Venue) => ({
  name: venue?.name ?? '',
  venueType: (venue?.venueType ?? 'restaurant') as VenueType,
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
  const [values, setValues] = useState(() => valuesOf(venue));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.name.trim()) found.name = T.nameRequired;
    if (!values.city.trim()) found.city = T.cityRequired;
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) {
      document.getElementById(`${idPrefix}-${found.name ? 'name' : 'city'}`)?.focus();
      return;
    }
    try {
      await onSubmit({
        name: values.name.trim(),
        venueType: values.venueType,
        city: values.city.trim(),
        addressLine: values.addressLine.trim() || null,
        postcode: values.postcode.trim() || null,
        description: values.description.trim() || null,
      });
    } catch (error) {
      const shown = saveErrorFrom(error, FIELDS);
      if ('field' in shown) setErrors({ [shown.field]: shown.message });
      else setAlert(shown.alert);
    }
  };

  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
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
