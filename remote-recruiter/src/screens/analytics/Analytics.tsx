import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, PageContainer } from 'shared-kernel';
import { useAnalytics } from '../../api/analytics';
import { daysFromToday, londonDay } from 'shared-kernel/rules';
import { labelOf } from '../../kit/form';
import { QueryView, Section } from 'shared-kernel/ui';
import { Stat } from '../../kit/Stat';
import { ANALYTICS_TEXTS as T } from '../../texts-company';
import { DailyBars, HorizontalBars } from './charts';
import { KnockoutsSection } from './KnockoutsSection';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The last `days` days up to today (London's), as the API counts them. */
export function lastDays(days: number, now = new Date()) {
  return { from: daysFromToday(-(days - 1), now), to: londonDay(now) };
}

/**
 * /analytics: applications over time, the funnel, time to hire, by venue and by job, and the
 * screening knock-outs per job.
 */
export default function Analytics() {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(30);
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const [draft, setDraft] = useState({ from, to });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const analytics = useAnalytics(from, to);

  const apply = (range: { from: string; to: string }) => {
    if (!range.from || !range.to || range.to < range.from) {
      setRangeError(T.rangeInvalid);
      return;
    }
    setRangeError(null);
    setDraft(range);
    setParams(range, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <PageContainer title={T.title} subtitle={T.subtitle}>
      <Box component="form" noValidate onSubmit={submit} sx={{ mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'flex-start' }}
        >
          <TextField
            id="analytics-from"
            label={T.from}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="analytics-to"
            label={T.to}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            error={Boolean(rangeError)}
            helperText={rangeError}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
            {T.apply}
          </Button>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: { sm: 1 } }}>
            {T.presets.map((days) => (
              <Button key={days} size="small" onClick={() => apply(lastDays(days))}>
                {T.preset(days)}
              </Button>
            ))}
          </Box>
        </Stack>
      </Box>
      <QueryView query={analytics}>
        {(data) => {
          const total = data.applicationsOverTime.reduce((sum, p) => sum + p.count, 0);
          return (
            <>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
                <Stat label={T.total} value={total} />
                <Stat label={T.hires} value={data.timeToHire.hires} />
                <Stat
                  label={`${T.timeToHire} (${T.average.toLowerCase()})`}
                  value={T.days(data.timeToHire.averageDays)}
                />
                <Stat
                  label={`${T.timeToHire} (${T.median.toLowerCase()})`}
                  value={T.days(data.timeToHire.medianDays)}
                />
              </Box>
              {total === 0 && (
                <EmptyState title={T.noApplications} description={T.noApplicationsHint} />
              )}
              <Section title={T.overTime} id="analytics-over-time">
                <DailyBars
                  points={data.applicationsOverTime}
                  label={T.chartLabel(data.range.from, data.range.to, total)}
                />
              </Section>
              <Box
                sx={{
                  display: 'grid',
                  columnGap: 3,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                <Section title={T.funnel} id="analytics-funnel">
                  <HorizontalBars
                    rows={data.funnel.map((f) => ({
                      key: f.status,
                      label: labelOf(f.status),
                      value: f.count,
                    }))}
                  />
                </Section>
                <Section title={T.byVenue} id="analytics-venues">
                  <HorizontalBars
                    secondary
                    rows={data.byVenue.map((v) => ({
                      key: v.venueId,
                      label: v.venueName,
                      value: v.applications,
                      note: T.hiresNote(v.hires),
                    }))}
                  />
                </Section>
              </Box>
              <Section title={T.byJob} id="analytics-jobs">
                <TableContainer>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{T.job}</TableCell>
                        <TableCell sx={hideOnPhone}>{T.status}</TableCell>
                        <TableCell align="right">{T.applications}</TableCell>
                        <TableCell align="right">{T.hires}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.byJob.map((job) => (
                        <TableRow key={job.jobId}>
                          <TableCell>
                            <Link component={RouterLink} to={`/job-applications/${job.jobId}`}>
                              {job.title}
                            </Link>
                          </TableCell>
                          <TableCell sx={hideOnPhone}>{labelOf(job.status)}</TableCell>
                          <TableCell align="right">{job.applications}</TableCell>
                          <TableCell align="right">{job.hires}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Section>
            </>
          );
        }}
      </QueryView>
      <KnockoutsSection />
    </PageContainer>
  );
}
