import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTypedBeforeHydration } from 'shared-kernel';
import { SEARCH_RADIUS_MILES } from 'shared-kernel/contract';
import { EMPLOYMENT_TYPES, VENUE_TYPES } from 'shared-kernel/rules';
import type { JobSearch } from '../../queries/jobs';
import { JOB_SEARCH, VOCAB } from '../../texts';

/** The distances offered for `within` (miles); none chosen, the API's default. */
const WITHIN_MILES = [1, 3, 5, 25, 50, SEARCH_RADIUS_MILES.max] as const;

type Fields = Pick<
  JobSearch,
  'q' | 'near' | 'within' | 'employmentType' | 'venueType' | 'payMin' | 'payType'
>;
const FIELDS = [
  'q',
  'near',
  'within',
  'employmentType',
  'venueType',
  'payMin',
  'payType',
] as const satisfies readonly (keyof Fields)[];

const fieldsOf = (search: JobSearch): Required<Fields> => ({
  ...(Object.fromEntries(FIELDS.map((key) => [key, search[key] ?? ''])) as Required<Fields>),
  // A minimum is per hour unless the address says per year (the API's own default is yearly).
  payType: search.payType ?? 'hourly',
});

/** What the address keeps: a distance only with a place, a pay unit only with a minimum. */
const searchOfFields = (fields: Required<Fields>): Fields => ({
  ...fields,
  within: fields.near.trim() ? fields.within : '',
  payType: fields.payMin.trim() ? fields.payType : '',
});

/**
 * The search's words, place and filters; they apply on Search. A GET form to /job-search with the
 * address's own names, so it works before the page's script has run too. Remount it (`key`) when
 * the address changes for it to show the address's values (Back).
 */
export function SearchForm({
  search,
  onSearch,
}: {
  search: JobSearch;
  onSearch: (fields: Fields) => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(search));
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    setFields((now) => ({
      ...now,
      ...Object.fromEntries(FIELDS.filter((key) => key in typed).map((key) => [key, typed[key]])),
    })),
  );
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((now) => ({ ...now, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchOfFields(fields));
  };

  const select = (key: keyof Fields, label: string, options: [string, string][]) => (
    <TextField
      id={`job-search-${key}`}
      name={key}
      label={label}
      select
      value={fields[key]}
      onChange={set(key)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box
      ref={form}
      component="form"
      role="search"
      aria-label={JOB_SEARCH.form}
      action="/job-search"
      method="get"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1fr' },
        mb: 3,
      }}
    >
      <TextField
        id="job-search-q"
        name="q"
        type="search"
        label={JOB_SEARCH.words}
        placeholder={JOB_SEARCH.wordsPlaceholder}
        value={fields.q}
        onChange={set('q')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        id="job-search-near"
        name="near"
        label={JOB_SEARCH.near}
        placeholder={JOB_SEARCH.nearPlaceholder}
        value={fields.near}
        onChange={set('near')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {select('within', JOB_SEARCH.within, [
        ['', JOB_SEARCH.withinMiles(SEARCH_RADIUS_MILES.default)],
        ...WITHIN_MILES.map((miles): [string, string] => [
          String(miles),
          JOB_SEARCH.withinMiles(miles),
        ]),
      ])}
      {select('employmentType', JOB_SEARCH.employmentType, [
        ['', JOB_SEARCH.any],
        ...EMPLOYMENT_TYPES.map((type): [string, string] => [type, VOCAB.employmentType[type]]),
      ])}
      {select('venueType', JOB_SEARCH.venueType, [
        ['', JOB_SEARCH.any],
        ...VENUE_TYPES.map((type): [string, string] => [type, VOCAB.venueType[type]]),
      ])}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto' }}>
        <TextField
          id="job-search-payMin"
          name="payMin"
          label={JOB_SEARCH.payMin}
          type="number"
          value={fields.payMin}
          onChange={set('payMin')}
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        />
        {select('payType', JOB_SEARCH.payType, [
          ['hourly', JOB_SEARCH.perHour],
          ['yearly', JOB_SEARCH.perYear],
        ])}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ minHeight: 56, gridColumn: { md: 'span 3' }, justifySelf: { md: 'end' }, px: 5 }}
      >
        {JOB_SEARCH.search}
      </Button>
    </Box>
  );
}
