import { useEffect, useMemo, useState } from 'react';
import { Link as RRLink, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { EmptyState, PageContainer, toast } from 'shared-kernel';
import { formatShortDate } from 'shared-kernel/rules';
import {
  NEXT_STATUS,
  PIPELINE_STATUSES,
  isOpenStatus,
  useBulkReject,
  useJobApplications,
  useMoveApplication,
  usePipelineLiveRefresh,
  type ApplicationStatus,
  type PipelineApplication,
} from '../../api/applications';
import { useManagedJob, type ManagedJob } from '../../api/jobs';
import { PIPELINE, STATUS_LABEL } from '../../texts';
import { ConfirmDialog } from '../parts/ConfirmDialog';
import { QueryState } from '../parts/QueryState';
import { ScoreChip } from '../parts/chips';
import { messageOf } from '../parts/errors';
import { ApplicationPanel } from './ApplicationPanel';

function Pipeline({ job, applications }: { job: ManagedJob; applications: PipelineApplication[] }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('application');
  const selected = applications.find((a) => a.id === selectedId) ?? null;
  const [tab, setTab] = useState<ApplicationStatus>(selected?.status ?? 'applied');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const moveApplication = useMoveApplication();
  const bulkReject = useBulkReject();
  // The open application's tab follows it when it moves (interview scheduled, offer made).
  const selectedStatus = selected?.status;
  useEffect(() => {
    if (selectedStatus) setTab(selectedStatus);
  }, [selectedStatus]);

  const byStatus = useMemo(() => {
    const groups = Object.fromEntries(
      PIPELINE_STATUSES.map((s) => [s, [] as PipelineApplication[]]),
    );
    for (const a of applications) groups[a.status].push(a);
    return groups as Record<ApplicationStatus, PipelineApplication[]>;
  }, [applications]);
  const shown = byStatus[tab];

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('application', id);
    else next.delete('application');
    setParams(next, { replace: true });
  };

  const move = async (application: PipelineApplication, to: ApplicationStatus) => {
    setPending(true);
    try {
      await moveApplication.mutateAsync({ id: application.id, status: to });
      toast({ title: PIPELINE.moved(application.candidate.name, STATUS_LABEL[to]) });
    } catch (error) {
      toast({ title: messageOf(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const reject = async () => {
    if (!rejecting) return;
    setPending(true);
    try {
      const result = await bulkReject.mutateAsync({
        jobId: job.id,
        applicationIds: rejecting,
        message: message.trim(),
      });
      toast({ title: PIPELINE.rejected(result?.rejected.length ?? 0) });
      setRejecting(null);
      setMessage('');
      setChecked(new Set());
    } catch (error) {
      toast({ title: messageOf(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const toggle = (id: string) =>
    setChecked((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const checkedHere = shown.filter((a) => checked.has(a.id)).map((a) => a.id);

  if (applications.length === 0)
    return (
      <EmptyState
        title={PIPELINE.noApplications}
        description={PIPELINE.noApplicationsHint}
        action={
          <Button component={RRLink} to={`/job-matches/${job.id}`} variant="contained">
            {PIPELINE.matches}
          </Button>
        }
      />
    );

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: ApplicationStatus) => {
          setTab(value);
          setChecked(new Set());
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={PIPELINE.status}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PIPELINE_STATUSES.map((s) => (
          <Tab key={s} value={s} label={`${STATUS_LABEL[s]} (${byStatus[s].length})`} />
        ))}
      </Tabs>

      {isOpenStatus(tab) && shown.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Button
            color="error"
            variant="outlined"
            disabled={checkedHere.length === 0}
            onClick={() => setRejecting(checkedHere)}
          >
            {PIPELINE.bulkReject} ({checkedHere.length})
          </Button>
        </Stack>
      )}

      {shown.length === 0 ? (
        <EmptyState title={PIPELINE.empty} />
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((a) => {
            const next = NEXT_STATUS[a.status];
            return (
              <Paper
                component="li"
                key={a.id}
                variant="outlined"
                sx={{ p: 2 }}
                data-testid="pipeline-card"
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  {isOpenStatus(a.status) && (
                    <Checkbox
                      checked={checked.has(a.id)}
                      onChange={() => toggle(a.id)}
                      slotProps={{ input: { 'aria-label': PIPELINE.select(a.candidate.name) } }}
                      sx={{ alignSelf: 'flex-start' }}
                    />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{a.candidate.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        a.candidate.profile.location,
                        PIPELINE.applied(formatShortDate(a.appliedAt)),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.75 }}>
                      <ScoreChip
                        kind="match"
                        score={a.skillsMatch}
                        label={PIPELINE.skillsMatch(a.skillsMatch)}
                      />
                      {a.cultureScore != null ? (
                        <ScoreChip
                          kind="culture"
                          score={a.cultureScore}
                          label={PIPELINE.culture(a.cultureScore)}
                        />
                      ) : (
                        <Typography variant="caption" color="text.secondary">
                          {PIPELINE.noCulture}
                        </Typography>
                      )}
                    </Stack>
                  </Box>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      size="small"
                      onClick={() => open(a.id)}
                      aria-label={`${PIPELINE.details}: ${a.candidate.name}`}
                    >
                      {PIPELINE.details}
                    </Button>
                    {next && (
                      <Button
                        size="small"
                        variant="contained"
                        disabled={pending}
                        onClick={() => void move(a, next)}
                      >
                        {PIPELINE.moveTo(STATUS_LABEL[next])}
                      </Button>
                    )}
                    {isOpenStatus(a.status) && (
                      <Button
                        size="small"
                        color="error"
                        disabled={pending}
                        onClick={() => setRejecting([a.id])}
                      >
                        {PIPELINE.reject}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}

      <ConfirmDialog
        open={Boolean(rejecting)}
        title={
          rejecting && rejecting.length > 1
            ? PIPELINE.bulkRejectTitle(rejecting.length)
            : PIPELINE.rejectTitle
        }
        body={rejecting && rejecting.length > 1 ? PIPELINE.bulkRejectBody : PIPELINE.rejectBody}
        confirmLabel={PIPELINE.reject}
        pending={pending}
        onConfirm={() => void reject()}
        onClose={() => setRejecting(null)}
      >
        <TextField
          id="reject-message"
          label={PIPELINE.message}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </ConfirmDialog>

      <Drawer
        anchor="right"
        open={Boolean(selected)}
        onClose={() => open(null)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 }, p: { xs: 2, sm: 3 } } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={PIPELINE.closeDetails} onClick={() => open(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {selected && <ApplicationPanel key={selected.id} application={selected} job={job} />}
      </Drawer>
    </>
  );
}

export default function JobApplications() {
  const { id = '' } = useParams();
  const job = useManagedJob(id);
  const applications = useJobApplications(id);
  // A new application, an accepted or declined offer, a confirmed interview: refetch.
  usePipelineLiveRefresh(id);

  return (
    <PageContainer
      title={job.data ? PIPELINE.title(job.data.title) : PIPELINE.title('…')}
      subtitle={
        job.data
          ? `${job.data.venue.name}, ${job.data.venue.city} · ${job.data.pay}`
          : PIPELINE.subtitle
      }
      actions={
        <>
          <Button component={RRLink} to={`/job-matches/${id}`}>
            {PIPELINE.matches}
          </Button>
          <Button component={RRLink} to={`/edit-job/${id}`}>
            {PIPELINE.editJob}
          </Button>
        </>
      }
    >
      <QueryState query={job}>
        {(loaded) => (
          <QueryState query={applications}>
            {(list) => <Pipeline job={loaded} applications={list} />}
          </QueryState>
        )}
      </QueryState>
    </PageContainer>
  );
}
