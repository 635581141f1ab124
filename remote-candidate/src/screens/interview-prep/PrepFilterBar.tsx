import { useSearchParams } from 'react-router-dom';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isPrepRole,
  PREP_ROLE_LABELS,
  PREP_ROLES,
  type PrepFilter,
} from '../../content/interview-prep';
import { PREP } from '../../texts';

/** The role and search words, kept in the address (?role=bar&q=id) so a filtered page can be shared. */
export function usePrepFilter(): [PrepFilter, (next: Partial<PrepFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  const filter: PrepFilter = { role: isPrepRole(role) ? role : null, q: params.get('q') ?? '' };
  const update = (next: Partial<PrepFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams();
    if (merged.role) search.set('role', merged.role);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };
  return [filter, update];
}

/** `?role=…&q=…` for links that carry the filter to another prep page. */
export function prepSearch(filter: PrepFilter): string {
  const search = new URLSearchParams();
  if (filter.role) search.set('role', filter.role);
  if (filter.q) search.set('q', filter.q);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function PrepFilterBar({ count }: { count?: number }) {
  const [filter, update] = usePrepFilter();
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={PREP.search}
          type="search"
          value={filter.q}
          onChange={(event) => update({ q: event.target.value })}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label={PREP.role}
          value={filter.role ?? ''}
          onChange={(event) =>
            update({ role: isPrepRole(event.target.value) ? event.target.value : null })
          }
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{PREP.allRoles}</MenuItem>
          {PREP_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {PREP_ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {count !== undefined && (
        <Typography variant="body2" color="text.secondary" role="status">
          {PREP.results(count)}
        </Typography>
      )}
    </Stack>
  );
}
