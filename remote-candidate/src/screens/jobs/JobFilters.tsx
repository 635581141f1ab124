import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import {
  activeFilterCount,
  DEFAULT_WITHIN_MILES,
  WITHIN_MILES,
  type JobSearch,
} from '../../api/jobs';
import { EMPLOYMENT_TYPE_LABEL, JOBS, PACE_LABEL, VENUE_TYPE_LABEL } from '../../texts';

/** How long typing rests before the words, the place or the pay go into the address. */
export const TYPING_DELAY_MS = 400;

function Select({
  id,
  label,
  value,
  options,
  onChange,
  showEmpty = false,
}: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
  /** Show the '' option's text (a default that applies, not "any"). */
  showEmpty?: boolean;
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
      slotProps={
        showEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined
      }
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

/**
 * The choices of a filter the API takes as a list (`venueType=cafe,bar`, as an alert's search or
 * a shared link can hold): one at a time here, and the address's list, when it holds one, is a
 * choice of its own that reads as its labels ("Cafe, Bar"), so the field says what is applied.
 */
const withList = (labels: Record<string, string>, value: string | undefined) => {
  const options = withAny(labels);
  if (!value?.includes(',')) return options;
  const text = value
    .split(',')
    .map((v) => labels[v] ?? v)
    .join(', ');
  return [...options, [value, text] as [string, string]];
};

const validPay = (pay: string) => !pay || (Number(pay) > 0 && Number(pay) <= 1_000_000);

/**
 * A typed field that goes into the address once typing rests (or at once on Enter), and shows
 * what the address says when it changes elsewhere (Clear filters, the back button).
 */
function useTypedFilter(
  value: string,
  apply: (value: string) => void,
  valid: (value: string) => boolean = validAlways,
) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  const flush = (next = text) => {
    const trimmed = next.trim();
    if (trimmed === applied.current || !valid(trimmed)) return;
    applied.current = trimmed;
    applyRef.current(trimmed);
  };

  useEffect(() => {
    const timer = setTimeout(() => flush(text), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
    // flush reads the latest apply through a ref; only the text restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return { text, setText, flush };
}

function validAlways(value: string) {
  return typeof value === 'string';
}

/**
 * Search words, place and filters. Each change goes into the address as it happens (page back to
 * 1): a choice at once, typing once it rests. On a phone the filters fold behind "Filters (n)".
 * Memoized: results arriving do not render the filters again.
 */
export const JobFilters = memo(function JobFilters({
  search,
  onChange,
}: {
  search: JobSearch;
  onChange: (patch: JobSearch) => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const set = (key: keyof JobSearch) => (value: string) => onChange({ [key]: value, page: '' });

  const q = useTypedFilter(search.q ?? '', set('q'));
  const near = useTypedFilter(search.near ?? '', set('near'));
  const pay = useTypedFilter(search.payMin ?? '', set('payMin'), validPay);
  const payError = validPay(pay.text.trim()) ? null : JOBS.payMinInvalid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    q.flush();
    near.flush();
    pay.flush();
  };

  const clear = () =>
    onChange({
      near: '',
      within: '',
      location: '',
      venueType: '',
      employmentType: '',
      payMin: '',
      payType: '',
      pace: '',
      page: '',
    });

  const active = activeFilterCount(search);
  const hasText = Boolean(search.q);
  const hasPlace = Boolean(search.near);
  const sort = search.sort ?? (hasText ? 'relevance' : 'newest');
  const sorts: [string, string][] = [
    ...(hasText ? [['relevance', JOBS.sortRelevance] as [string, string]] : []),
    ['newest', JOBS.sortNewest],
    ['pay', JOBS.sortPay],
    ['closing', JOBS.sortClosing],
    ...(hasPlace ? [['distance', JOBS.sortDistance] as [string, string]] : []),
  ];

  const filters = (
    <Box
      id="job-filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        alignItems: 'start',
        mt: 1.5,
      }}
    >
      <TextField
        id="jobs-near"
        label={JOBS.near}
        placeholder={JOBS.nearPlaceholder}
        value={near.text}
        onChange={(e) => near.setText(e.target.value)}
        onBlur={() => near.flush()}
        size="small"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Select
        id="jobs-within"
        label={JOBS.within}
        value={search.within ?? ''}
        options={WITHIN_MILES.map((miles) => [
          miles === DEFAULT_WITHIN_MILES ? '' : String(miles),
          JOBS.withinMiles(miles),
        ])}
        onChange={set('within')}
        showEmpty
      />
      <Select
        id="jobs-venueType"
        label={JOBS.venueType}
        value={search.venueType ?? ''}
        options={withList(VENUE_TYPE_LABEL, search.venueType)}
        onChange={set('venueType')}
      />
      <Select
        id="jobs-employmentType"
        label={JOBS.employmentType}
        value={search.employmentType ?? ''}
        options={withList(EMPLOYMENT_TYPE_LABEL, search.employmentType)}
        onChange={set('employmentType')}
      />
      <TextField
        id="jobs-payMin"
        label={JOBS.payMin}
        value={pay.text}
        onChange={(e) => pay.setText(e.target.value)}
        onBlur={() => pay.flush()}
        size="small"
        error={Boolean(payError)}
        helperText={payError ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Select
        id="jobs-payType"
        label={JOBS.payType}
        value={search.payType ?? ''}
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
        value={search.pace ?? ''}
        options={withAny(PACE_LABEL)}
        onChange={set('pace')}
      />
      <Button onClick={clear} disabled={active === 0} sx={{ alignSelf: 'center' }}>
        {JOBS.clear}
      </Button>
    </Box>
  );

  return (
    <Box component="form" role="search" onSubmit={submit} noValidate>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr auto', sm: '3fr 1fr' },
          alignItems: 'start',
        }}
      >
        <TextField
          id="jobs-q"
          label={JOBS.search}
          placeholder={JOBS.searchPlaceholder}
          value={q.text}
          onChange={(e) => q.setText(e.target.value)}
          size="small"
          type="search"
          slotProps={{
            htmlInput: { maxLength: 200, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {phone ? (
          <Button
            variant="outlined"
            onClick={() => setUnfolded((u) => !u)}
            aria-expanded={unfolded}
            aria-controls="job-filters"
            startIcon={<TuneIcon />}
            sx={{ minHeight: 40 }}
          >
            {JOBS.filtersActive(active)}
          </Button>
        ) : (
          <Select
            id="jobs-sort"
            label={JOBS.sort}
            value={sort}
            options={sorts}
            onChange={set('sort')}
          />
        )}
      </Box>
      {phone ? (
        <Collapse in={unfolded} unmountOnExit>
          {filters}
          <Box sx={{ mt: 1.5 }}>
            <Select
              id="jobs-sort"
              label={JOBS.sort}
              value={sort}
              options={sorts}
              onChange={set('sort')}
            />
          </Box>
        </Collapse>
      ) : (
        filters
      )}
      {/* Enter in a field applies it at once. */}
      <button type="submit" hidden />
    </Box>
  );
});
