import { useState } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { EmptyState, PageContainer } from 'shared-kernel';
import { calendarFileUrl, useInterviews, type Interview } from '../../api/interviews';
import { INTERVIEWS, MODE_LABEL } from '../../texts';
import { MeetingLink, QueryView } from 'shared-kernel/ui';
import { formatDayHeading, localDay } from '../../kit/format';
import { interviewKindLabel } from '../../booking/interview-kind';
import { InterviewAttendance } from '../../booking/InterviewAttendance';

/** Interviews grouped by local day, in the order given. */
export function groupByDay(
  interviews: Interview[],
): { day: string; heading: string; items: Interview[] }[] {
  const groups = new Map<string, { day: string; heading: string; items: Interview[] }>();
  for (const interview of interviews) {
    const date = new Date(interview.startsAt);
    const day = localDay(date);
    if (!groups.has(day)) groups.set(day, { day, heading: formatDayHeading(date), items: [] });
    groups.get(day)!.items.push(interview);
  }
  return [...groups.values()];
}

const time = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

function Day({ heading, items }: { heading: string; items: Interview[] }) {
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack spacing={1.5}>
        {items.map((i) => (
          <Paper
            key={i.id}
            variant="outlined"
            sx={{ p: 2, opacity: i.status === 'cancelled' ? 0.75 : 1 }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between' }}
            >
              <Stack direction="row" spacing={2}>
                <Typography sx={{ fontWeight: 700, minWidth: 52 }}>{time(i.startsAt)}</Typography>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>
                    {i.job.title} {INTERVIEWS.with(i.candidate.name)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      interviewKindLabel(i),
                      `${i.durationMinutes} min`,
                      MODE_LABEL[i.mode],
                      i.location,
                      i.interviewerName ? INTERVIEWS.interviewer(i.interviewerName) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {i.status !== 'cancelled' && <MeetingLink url={i.meetingUrl} />}
                  <Chip size="small" sx={{ mt: 0.5 }} label={INTERVIEWS.status[i.status]} />
                  <InterviewAttendance interview={i} />
                </Box>
              </Stack>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <Button
                  size="small"
                  startIcon={<EventIcon />}
                  href={calendarFileUrl(i.id)}
                  download
                >
                  {INTERVIEWS.calendar}
                </Button>
                <Button
                  size="small"
                  component={RRLink}
                  to={`/job-applications/${i.job.id}?application=${i.applicationId}`}
                >
                  {INTERVIEWS.pipeline}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

export default function Interviews() {
  const query = useInterviews();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  return (
    <PageContainer title={INTERVIEWS.title} subtitle={INTERVIEWS.subtitle}>
      <Tabs value={tab} onChange={(_, v: 'upcoming' | 'past') => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="upcoming" label={INTERVIEWS.upcoming} />
        <Tab value="past" label={INTERVIEWS.past} />
      </Tabs>
      <QueryView query={query}>
        {(data) => {
          const list = tab === 'upcoming' ? data.upcoming : data.past;
          if (!list.length)
            return tab === 'upcoming' ? (
              <EmptyState title={INTERVIEWS.none} description={INTERVIEWS.noneHint} />
            ) : (
              <EmptyState title={INTERVIEWS.nonePast} />
            );
          return (
            <Stack spacing={3}>
              {groupByDay(list).map((g) => (
                <Day key={g.day} heading={g.heading} items={g.items} />
              ))}
            </Stack>
          );
        }}
      </QueryView>
    </PageContainer>
  );
}
