import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RRLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { conversationsQueryOptions, EmptyState, PageContainer, toast } from 'shared-kernel';
import { formatPayWithTips } from 'shared-kernel/rules';
import { QueryView } from 'shared-kernel/ui';
import { applicantsCsvUrl, useJobLabels } from '../../api/application-notes';
import {
  useBulkReject,
  useJobApplications,
  useMoveApplication,
  usePipelineLiveRefresh,
  type ApplicationStatus,
  type PipelineApplication,
} from '../../api/applications';
import { InviteToBookDialog, type Invitee } from '../../booking/InviteToBookDialog';
import { useScheduleInterview } from '../../api/interviews';
import { useManagedJob, type ManagedJob } from '../../api/jobs';
import { useMakeOffer } from '../../api/offers';
import { messageOf } from '../../kit/errors';
import { INTERVIEW_FORM, OFFER_FORM, PIPELINE, STATUS_LABEL } from '../../texts';
import { BOARD, CLOSE_JOB, REJECT } from '../../texts-board';
import { INVITE } from '../../texts-booking';
import { CloseJobDialog } from '../job-close/CloseJobDialog';
import { ApplicantCard, type CardLabels } from './ApplicantCard';
import { ApplicationPanel } from './ApplicationPanel';
import {
  BOARD_SORTS,
  columnsOf,
  moveIntent,
  searchApplicants,
  sortApplicants,
  type BoardSort,
} from './board-model';
import { BoardColumns, type RenderCard } from './BoardColumns';
import { InterviewDialog } from './InterviewDialog';
import { conversationPath, MessageDialog } from './MessageDialog';
import { OfferDialog } from './OfferDialog';
import { RejectDialog } from '../../kit/RejectDialog';
import { StagePicker } from './StagePicker';

type StageDialog = { kind: 'interview' | 'offer'; application: PipelineApplication };

function Board({ job, applications }: { job: ManagedJob; applications: PipelineApplication[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('application');
  const selected = applications.find((a) => a.id === selectedId) ?? null;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<BoardSort>('newest');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [stageDialog, setStageDialog] = useState<StageDialog | null>(null);
  const [messaging, setMessaging] = useState<{ id: string; name: string } | null>(null);
  const [inviting, setInviting] = useState<Invitee[] | null>(null);
  const labels = useJobLabels(job.id);
  const queryClient = useQueryClient();
  const moveApplication = useMoveApplication();
  const bulkReject = useBulkReject();
  const scheduleInterview = useScheduleInterview();
  const makeOffer = useMakeOffer();

  const shown = useMemo(
    () => sortApplicants(searchApplicants(applications, search), sort),
    [applications, search, sort],
  );
  const columns = useMemo(() => columnsOf(shown), [shown]);
  const labelsById = useMemo(
    () =>
      new Map<string, CardLabels>(
        (labels.data?.items ?? []).map((item) => [item.applicationId, item]),
      ),
    [labels.data],
  );
  const selectedOpen = [...checked].filter((id) => applications.some((a) => a.id === id));

  const inviteesOf = (ids: string[]): Invitee[] =>
    applications
      .filter((a) => ids.includes(a.id))
      .map((a) => ({ applicationId: a.id, name: a.candidate.name }));

  const openDetails = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('application', id);
    else next.delete('application');
    setParams(next, { replace: true });
  };

  const move = (application: PipelineApplication, to: ApplicationStatus) => {
    const intent = moveIntent(application.status, to);
    switch (intent.kind) {
      case 'none':
        return;
      case 'refused':
        toast({ title: intent.reason, variant: 'destructive' });
        return;
      case 'reject':
        setRejecting([application.id]);
        return;
      case 'interview':
      case 'offer':
        setStageDialog({ kind: intent.kind, application });
        return;
      case 'status':
        moveApplication.mutate(
          { id: application.id, status: intent.to },
          {
            onSuccess: () =>
              toast({ title: BOARD.moved(application.candidate.name, STATUS_LABEL[intent.to]) }),
            onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
          },
        );
    }
  };

  /** The conversation with the candidate if the company has one, else the first message. */
  const message = async (application: PipelineApplication) => {
    const conversations = await queryClient
      .ensureQueryData(conversationsQueryOptions())
      .catch(() => null);
    const existing = conversations?.items.find((c) => c.candidateId === application.candidate.id);
    if (existing) navigate(conversationPath(existing.id));
    else setMessaging({ id: application.candidate.id, name: application.candidate.name });
  };

  const reject = (ids: string[], text: string) =>
    bulkReject.mutate(
      { jobId: job.id, applicationIds: ids, message: text },
      {
        onSuccess: (result) => {
          toast({ title: REJECT.done(result?.rejected.length ?? 0) });
          setRejecting(null);
          setChecked(new Set());
        },
        onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
      },
    );

  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderCard: RenderCard = (application, drag) => (
    <ApplicantCard
      application={application}
      labels={labelsById.get(application.id)}
      checked={checked.has(application.id)}
      onToggle={() => toggle(application.id)}
      onOpen={() => openDetails(application.id)}
      onMove={(to) => move(application, to)}
      onMessage={() => void message(application)}
      onInvite={() => setInviting(inviteesOf([application.id]))}
      dragHandle={drag?.handle}
      dragging={drag?.isDragging}
    />
  );

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
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 320px) 180px 1fr' },
        }}
      >
        <TextField
          id="board-search"
          type="search"
          size="small"
          label={BOARD.search}
          placeholder={BOARD.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <TextField
          id="board-sort"
          select
          size="small"
          label={BOARD.sort}
          value={sort}
          onChange={(event) => setSort(event.target.value as BoardSort)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {BOARD_SORTS.map((value) => (
            <option key={value} value={value}>
              {BOARD.sorts[value]}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
          <Button
            variant="outlined"
            disabled={selectedOpen.length === 0}
            onClick={() => setInviting(inviteesOf(selectedOpen))}
          >
            {INVITE.bulkAction(selectedOpen.length)}
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={selectedOpen.length === 0}
            onClick={() => setRejecting(selectedOpen)}
          >
            {REJECT.rejectSelected(selectedOpen.length)}
          </Button>
          <Button variant="outlined" href={applicantsCsvUrl(job.id)} download>
            {BOARD.exportCsv}
          </Button>
        </Box>
      </Box>

      {search.trim() && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
          {BOARD.noMatches(search.trim())}
        </Typography>
      )}

      {phone ? (
        <StagePicker columns={columns} renderCard={renderCard} />
      ) : (
        <BoardColumns columns={columns} renderCard={renderCard} onMove={move} />
      )}

      {rejecting && (
        <RejectDialog
          count={rejecting.length}
          jobTitle={job.title}
          pending={bulkReject.isPending}
          onConfirm={(text) => reject(rejecting, text)}
          onClose={() => setRejecting(null)}
        />
      )}

      {stageDialog?.kind === 'interview' && (
        <InterviewDialog
          open
          interview={null}
          onClose={() => setStageDialog(null)}
          onSave={async (input) => {
            await scheduleInterview.mutateAsync({
              applicationId: stageDialog.application.id,
              input,
            });
            toast({
              title: INTERVIEW_FORM.scheduled,
              description: stageDialog.application.candidate.name,
            });
          }}
        />
      )}
      {stageDialog?.kind === 'offer' && (
        <OfferDialog
          open
          defaults={{ salaryAmount: job.salaryAmount, salaryType: job.salaryType }}
          onClose={() => setStageDialog(null)}
          onSave={async (input) => {
            await makeOffer.mutateAsync({ applicationId: stageDialog.application.id, input });
            toast({ title: OFFER_FORM.sent, description: stageDialog.application.candidate.name });
          }}
        />
      )}
      {messaging && <MessageDialog candidate={messaging} onClose={() => setMessaging(null)} />}
      {inviting && (
        <InviteToBookDialog
          invitees={inviting}
          onClose={(sent) => {
            setInviting(null);
            // A bulk invitation clears the selection, as a bulk rejection does.
            if (sent && inviting.length > 1) setChecked(new Set());
          }}
        />
      )}

      <Drawer
        anchor="right"
        open={Boolean(selected)}
        onClose={() => openDetails(null)}
        slotProps={{
          paper: {
            'aria-label': selected?.candidate.name ?? PIPELINE.details,
            sx: { width: { xs: '100%', sm: 520 }, p: { xs: 2, sm: 3 } },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={PIPELINE.closeDetails} onClick={() => openDetails(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {selected && (
          <ApplicationPanel
            key={selected.id}
            application={selected}
            job={job}
            tagSuggestions={labels.data?.companyTags}
          />
        )}
      </Drawer>
    </>
  );
}

export default function JobApplications() {
  const { id = '' } = useParams();
  const job = useManagedJob(id);
  const applications = useJobApplications(id);
  const [closing, setClosing] = useState(false);
  // A new application, a withdrawal, an answered offer, a confirmed interview: refetch.
  usePipelineLiveRefresh(id);

  return (
    <PageContainer
      title={job.data ? PIPELINE.title(job.data.title) : PIPELINE.title('…')}
      subtitle={
        job.data
          ? `${job.data.venue.name}, ${job.data.venue.city} · ${formatPayWithTips(job.data.pay, job.data.tips)}`
          : PIPELINE.subtitle
      }
      maxWidth={1600}
      actions={
        <>
          <Button component={RRLink} to={`/job-matches/${id}`}>
            {PIPELINE.matches}
          </Button>
          <Button component={RRLink} to={`/edit-job/${id}`}>
            {PIPELINE.editJob}
          </Button>
          {job.data?.status === 'open' && (
            <Button color="error" onClick={() => setClosing(true)}>
              {CLOSE_JOB.close}
            </Button>
          )}
        </>
      }
    >
      <QueryView query={job}>
        {(loaded) => (
          <QueryView query={applications}>
            {(list) => <Board job={loaded} applications={list} />}
          </QueryView>
        )}
      </QueryView>
      {closing && job.data && (
        <CloseJobDialog
          job={job.data}
          onClose={() => setClosing(false)}
          onClosed={(result) => {
            setClosing(false);
            toast({ title: CLOSE_JOB.done(result.rejected.length, result.moved.length) });
          }}
        />
      )}
    </PageContainer>
  );
}
