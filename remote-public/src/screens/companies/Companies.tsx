import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, QueryView, useTypedBeforeHydration } from 'shared-kernel';
import { VENUE_TYPES } from 'shared-kernel/rules';
import {
  COMPANIES_PAGE_SIZE,
  companySearchOf,
  companySearchParamsOf,
  useCompanies,
  type CompanyPage,
} from '../../queries/companies';
import { CompanyCard, CompanyGrid } from '../../components/CompanyCard';
import { PublicPage } from '../../components/PublicPage';
import { COMPANIES, VOCAB } from '../../texts';

/**
 * /companies: every company, with a text search and a venue-type filter. The search, filter and
 * page live in the address, so Back and a shared link show the same list.
 */
export default function Companies() {
  const [params, setParams] = useSearchParams();
  const { q, venueType, page } = companySearchOf(params);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  const query = useCompanies({ q, venueType, page, pageSize: COMPANIES_PAGE_SIZE });

  const update = (next: { q?: string; venueType?: string; page?: number }) => {
    setParams(companySearchParamsOf({ q, venueType, page: 1, ...next }));
  };

  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.venueType !== undefined) update({ q: typed.q ?? q, venueType: typed.venueType });
    else if (typed.q !== undefined) setText(typed.q);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text });
  };

  return (
    <PublicPage title={COMPANIES.title} subtitle={COMPANIES.subtitle}>
      <Box
        ref={form}
        component="form"
        role="search"
        aria-label={COMPANIES.searchForm}
        // A GET form with the address's names: it works before the page's script runs too.
        action="/companies"
        method="get"
        onSubmit={submit}
        sx={{ mb: 3 }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            id="companies-search"
            name="q"
            label={COMPANIES.search}
            placeholder={COMPANIES.searchPlaceholder}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            id="companies-venue-type"
            name="venueType"
            label={COMPANIES.venueType}
            select
            value={venueType}
            onChange={(e) => update({ q: text, venueType: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: { md: 220 } }}
          >
            <option value="">{COMPANIES.anyVenueType}</option>
            {VENUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {VOCAB.venueType[type]}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, px: 4 }}>
            {COMPANIES.searchButton}
          </Button>
        </Stack>
      </Box>

      <QueryView query={query} errorTitle={COMPANIES.error}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={COMPANIES.empty}
              description={COMPANIES.emptyHint}
              action={
                (q || venueType) && (
                  <Button variant="outlined" onClick={() => update({ q: '', venueType: '' })}>
                    {COMPANIES.clear}
                  </Button>
                )
              }
            />
          ) : (
            <Results
              list={data}
              page={page}
              busy={query.isFetching}
              onPage={(next) => update({ page: next })}
            />
          )
        }
      </QueryView>
    </PublicPage>
  );
}

/** One page of the directory, with its count and the way to the other pages. */
function Results({
  list,
  page,
  busy,
  onPage,
}: {
  list: CompanyPage;
  page: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <Box aria-busy={busy}>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {COMPANIES.results(list.total)}
      </Typography>
      <CompanyGrid label={COMPANIES.title}>
        {list.items.map((company) => (
          <li key={company.id}>
            <CompanyCard company={company} headingLevel="h2" />
          </li>
        ))}
      </CompanyGrid>
      {pages > 1 && (
        <Stack
          component="nav"
          aria-label={COMPANIES.pagination}
          direction="row"
          spacing={2}
          sx={{ mt: 3, alignItems: 'center', justifyContent: 'center' }}
        >
          <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {COMPANIES.previous}
          </Button>
          <Typography>{COMPANIES.pageOf(page, pages)}</Typography>
          <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {COMPANIES.next}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
