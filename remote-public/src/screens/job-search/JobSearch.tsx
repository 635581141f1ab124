import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RRLink } from 'react-router-dom';
import { EmptyState, QueryView, useCurrentUser, useJobSearch } from 'shared-kernel';
import { DidYouMean } from 'shared-kernel/ui';
import { PublicPage } from '../../components/PublicPage';
import {
  JOB_SEARCH_PAGE_SIZE,
  searchParamsOf,
  type JobPage,
  type JobSearch as Search,
} from '../../queries/jobs';
import { JOB_SEARCH } from '../../texts';
import { ResultCard } from './ResultCard';
import { SearchForm } from './SearchForm';
import { useSearchAddress } from './use-search-address';

/**
 * /job-search: open jobs for anyone, by words, place and filters, as the signed-in search finds
 * them. Everything lives in the address (shareable; Back works); each result links to the job's
 * public page. Signed in, a candidate also sees their saved and applied marks.
 */
export default function JobSearch() {
  const { search, change, address } = useSearchAddress();
  const results = useJobSearch(search);
  const { data: user } = useCurrentUser();
  const page = Math.max(1, Number(search.page) || 1);
  const hasFilters = Object.keys(search).some((key) => key !== 'page' && key !== 'sort');

  return (
    <PublicPage title={JOB_SEARCH.title} subtitle={JOB_SEARCH.subtitle}>
      <SearchForm key={address} search={search} onSearch={change} />
      {!user && <SignUpCall />}
      <QueryView query={results} label={JOB_SEARCH.loading} errorTitle={JOB_SEARCH.error}>
        {(data) =>
          data.items.length === 0 ? (
            <NoResults search={search} didYouMean={data.didYouMean} hasFilters={hasFilters} />
          ) : (
            <Results
              data={data}
              search={search}
              page={page}
              busy={results.isPlaceholderData}
              onChange={change}
            />
          )
        }
      </QueryView>
    </PublicPage>
  );
}

/** Nothing found: the words the API suggests, as a link to that search, and a way to clear. */
function NoResults({
  search,
  didYouMean,
  hasFilters,
}: {
  search: Search;
  didYouMean: string | null;
  hasFilters: boolean;
}) {
  return (
    <EmptyState
      title={JOB_SEARCH.none}
      description={JOB_SEARCH.noneHint}
      action={
        (didYouMean || hasFilters) && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            {didYouMean && (
              <DidYouMean
                words={didYouMean}
                to={`?${searchParamsOf({ ...search, q: didYouMean, page: '' })}`}
              />
            )}
            {hasFilters && (
              <Button variant="outlined" component={RRLink} to="/job-search">
                {JOB_SEARCH.clear}
              </Button>
            )}
          </Stack>
        )
      }
    />
  );
}

/** The relevance order needs words, the distance order a place (the API's rules). */
function sortsFor(search: Search): [string, string][] {
  return [
    ...(search.q ? [['relevance', JOB_SEARCH.sortRelevance] as [string, string]] : []),
    ['newest', JOB_SEARCH.sortNewest],
    ['pay', JOB_SEARCH.sortPay],
    ['closing', JOB_SEARCH.sortClosing],
    ...(search.near ? [['distance', JOB_SEARCH.sortDistance] as [string, string]] : []),
  ];
}

/** One page of results: how many, the order, the jobs, the pages. */
function Results({
  data,
  search,
  page,
  busy,
  onChange,
}: {
  data: JobPage;
  search: Search;
  page: number;
  busy: boolean;
  onChange: (patch: Search) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / JOB_SEARCH_PAGE_SIZE));
  const sort = search.sort ?? (search.q ? 'relevance' : 'newest');
  return (
    <Box aria-busy={busy}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography role="status" color="text.secondary">
          {JOB_SEARCH.found(data.total, Boolean(data.totalCapped))}
        </Typography>
        <TextField
          id="job-search-sort"
          label={JOB_SEARCH.sort}
          select
          size="small"
          value={sort}
          onChange={(e) => onChange({ sort: e.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          {sortsFor(search).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </TextField>
      </Stack>
      <Box
        component="ul"
        aria-label={JOB_SEARCH.results}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {data.items.map((job) => (
          <li key={job.id}>
            <ResultCard job={job} />
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Stack
          component="nav"
          aria-label={JOB_SEARCH.pagination}
          direction="row"
          spacing={2}
          sx={{ mt: 3, alignItems: 'center', justifyContent: 'center' }}
        >
          <Button
            variant="outlined"
            disabled={page <= 1}
            onClick={() => onChange({ page: String(page - 1) })}
          >
            {JOB_SEARCH.previous}
          </Button>
          <Typography>{JOB_SEARCH.pageOf(page, pages)}</Typography>
          <Button
            variant="outlined"
            disabled={page >= pages}
            onClick={() => onChange({ page: String(page + 1) })}
          >
            {JOB_SEARCH.next}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** For visitors: an account adds the matches (skills and culture) to the same jobs. */
function SignUpCall() {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="job-search-cta"
      sx={{
        p: 2.5,
        mb: 3,
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography id="job-search-cta" variant="h6" component="h2">
          {JOB_SEARCH.ctaTitle}
        </Typography>
        <Typography color="text.secondary">{JOB_SEARCH.ctaBody}</Typography>
      </Box>
      <Button component={RRLink} to="/candidate-signup" variant="contained">
        {JOB_SEARCH.ctaButton}
      </Button>
    </Paper>
  );
}
