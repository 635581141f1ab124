import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { JobSearch } from '../../api/jobs';
import { EMPLOYMENT_TYPE_LABEL, JOBS, PACE_LABEL, VENUE_TYPE_LABEL } from '../../texts';

type Draft = Required<
  Pick<
    JobSearch,
    'q' | 'location' | 'venueType' | 'employmentType' | 'payMin' | 'payType' | 'pace' | 'sort'
  >
>;

const draftOf = (search: JobSearch): Draft => ({
  q: search.q ?? '',
  location: search.location ?? '',
  venueType: search.venueType ?? '',
  employmentType: search.employmentType ?? '',
  payMin: search.payMin ?? '',
  payType: search.payType ?? '',
  pace: search.pace ?? '',
  sort: search.sort ?? 'newest',
});

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      fullWidth
    >
      {options.map(([v, text]) => (
        <MenuItem key={v || 'any'} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

const withAny = (labels: Record<string, string>): [string, string][] => [
  ['', JOBS.any],
  ...Object.entries(labels),
];

/** Search and filters; a search goes into the address (page back to 1). */
export function JobFilters({
  search,
  onSearch,
}: {
  search: JobSearch;
  onSearch: (next: JobSearch) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [payError, setPayError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pay = draft.payMin.trim();
    if (pay && !(Number(pay) > 0 && Number(pay) <= 1_000_000)) {
      setPayError(JOBS.payMinInvalid);
      document.getElementById('jobs-payMin')?.focus();
      return;
    }
    setPayError(null);
    onSearch({ ...draft, payMin: pay, page: '' });
  };

  const clear = () => {
    const empty = draftOf({});
    setDraft(empty);
    setPayError(null);
    onSearch({});
  };

  return (
    <Box component="form" role="search" onSubmit={submit} noValidate>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
          mb: 1.5,
        }}
      >
        <TextField
          id="jobs-q"
          label={JOBS.search}
          placeholder={JOBS.searchPlaceholder}
          value={draft.q}
          onChange={(e) => set('q')(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          id="jobs-location"
          label={JOBS.location}
          placeholder={JOBS.locationPlaceholder}
          value={draft.location}
          onChange={(e) => set('location')(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {JOBS.submit}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <Select
          id="jobs-venueType"
          label={JOBS.venueType}
          value={draft.venueType}
          options={withAny(VENUE_TYPE_LABEL)}
          onChange={set('venueType')}
        />
        <Select
          id="jobs-employmentType"
          label={JOBS.employmentType}
          value={draft.employmentType}
          options={withAny(EMPLOYMENT_TYPE_LABEL)}
          onChange={set('employmentType')}
        />
        <TextField
          id="jobs-payMin"
          label={JOBS.payMin}
          value={draft.payMin}
          onChange={(e) => {
            set('payMin')(e.target.value);
            setPayError(null);
          }}
          size="small"
          error={Boolean(payError)}
          helperText={payError ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Select
          id="jobs-payType"
          label={JOBS.payType}
          value={draft.payType}
          options={[
            ['', JOBS.any],
            ['yearly', JOBS.yearly],
            ['hourly', JOBS.hourly],
          ]}
          onChange={set('payType')}
        />
        <Select
          id="jobs-pace"
          label={JOBS.pace}
          value={draft.pace}
          options={withAny(PACE_LABEL)}
          onChange={set('pace')}
        />
        <Select
          id="jobs-sort"
          label={JOBS.sort}
          value={draft.sort}
          options={[
            ['newest', JOBS.sortNewest],
            ['pay', JOBS.sortPay],
            ['closing', JOBS.sortClosing],
          ]}
          onChange={set('sort')}
        />
        <Button onClick={clear}>{JOBS.clear}</Button>
      </Box>
    </Box>
  );
}
