import { useState, type ReactNode } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { canMakeOffer, formatPay, formatShortDate } from 'shared-kernel/rules';
import {
  isOpenStatus,
  useApplicationDetails,
  type PipelineApplication,
} from '../../api/applications';
import {
  calendarFileUrl,
  useCancelInterview,
  useRescheduleInterview,
  useScheduleInterview,
  type Interview,
} from '../../api/interviews';
import { useMakeOffer, useWithdrawOffer, type Offer } from '../../api/offers';
import type { ManagedJob } from '../../api/jobs';
import {
  INTERVIEW_FORM,
  INTERVIEWS,
  MODE_LABEL,
  OFFER_FORM,
  PIPELINE,
  PREPARATION,
  STATUS_LABEL,
} from '../../texts';
import { ConfirmDialog, slotLabel, QueryView } from 'shared-kernel/ui';
import { messageOf } from '../../kit/errors';
import { capitalise, formatDateTime } from '../../kit/format';
import { WITHDRAW_OFFER } from '../../texts-board';
import { ATTENDANCE, INVITE } from '../../texts-booking';
import { interviewKindLabel } from '../../booking/interview-kind';
import { InviteToBookDialog } from '../../booking/InviteToBookDialog';
import { InterviewDialog } from './InterviewDialog';
import { NotesSection } from './NotesSection';
import { NewStarterSection } from './new-starter/NewStarterSection';
import { OfferDialog } from './OfferDialog';
import { ScreeningAnswers } from './ScreeningAnswers';
import { WithdrawOfferDialog } from './WithdrawOfferDialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One application: the candidate, their note and history, interviews, offer and scorecards. */
/** The offer's terms in one line: pay, status, start date and response deadline. */
function offerLine(offer: Offer) {
  return [
    formatPay(offer),
    PIPELINE.offerStatus[offer.status],
    offer.startDate ? `${OFFER_FORM.startDate} ${formatShortDate(offer.startDate)}` : null,
    offer.expiresAt ? `${WITHDRAW_OFFER.deadline} ${formatShortDate(offer.expiresAt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ApplicationPanel({
  application,
  job,
  tagSuggestions = [],
}: {
  application: PipelineApplication;
  job: ManagedJob;
  tagSuggestions?: string[];
}) {
  const details = useApplicationDetails(application.id);
  const cancelInterview = useCancelInterview();
  const rescheduleInterview = useRescheduleInterview();
  const scheduleInterview = useScheduleInterview();
  const makeOffer = useMakeOffer();
  const [withdrawing, setWithdrawing] = useState<Offer | null>(null);
  const withdrawOffer = useWithdrawOffer({
    onSuccess: () => {
      setWithdrawing(null);
      toast({ title: WITHDRAW_OFFER.done, description: application.candidate.name });
    },
    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
  });
  const [dialog, setDialog] = useState<
    { kind: 'schedule' } | { kind: 'reschedule'; interview: Interview } | { kind: 'offer' } | null
  >(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [inviting, setInviting] = useState(false);
  const { candidate } = application;
  const open = isOpenStatus(application.status);

  const pendingOffer = details.data?.offer?.status === 'pending' ? details.data.offer : null;

  const cancel = async () => {
    const interview = cancelling;
    setCancelling(null);
    if (!interview) return;
    try {
      await cancelInterview.mutateAsync(interview.id);
      toast({ title: INTERVIEW_FORM.cancelled });
    } catch (error) {
      toast({ title: messageOf(error), variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h5" component="h2">
          {candidate.name}
        </Typography>
        <Typography color="text.secondary">
          {[candidate.profile.location, candidate.email].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {PIPELINE.status}: <strong>{STATUS_LABEL[application.status]}</strong>
        </Typography>
      </Box>

      <Section title={PIPELINE.skills}>
        {candidate.profile.skills.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {candidate.profile.skills.map((s) => (
              <Chip
                key={s}
                size="small"
                label={capitalise(s)}
                color={job.skills.includes(s) ? 'primary' : 'default'}
                variant={job.skills.includes(s) ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">—</Typography>
        )}
      </Section>

      {candidate.profile.experience && (
        <Section title={PIPELINE.experience}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{candidate.profile.experience}</Typography>
        </Section>
      )}
      {candidate.profile.personalityType && (
        <Typography>
          {PIPELINE.personality}: {candidate.profile.personalityType}
        </Typography>
      )}
      {application.availability.length > 0 && (
        <Typography variant="body2">
          {application.availability.map(slotLabel).join(', ')}
        </Typography>
      )}

      {(application.answers.length > 0 || application.knockout) && (
        <ScreeningAnswers application={application} />
      )}

      <Section title={PIPELINE.coverNote}>
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          color={application.coverLetter ? 'text.primary' : 'text.secondary'}
        >
          {application.coverLetter ?? PIPELINE.noCoverNote}
        </Typography>
      </Section>

      <Section title={PIPELINE.history}>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {application.history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              <Typography variant="body2">
                {formatDateTime(h.at)}: {STATUS_LABEL[h.status]}
                {h.note ? ` — ${h.note}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>

      {application.newStarter && (
        <>
          <Divider />
          <NewStarterSection applicationId={application.id} progress={application.newStarter} />
        </>
      )}

      <Divider />
      <QueryView query={details}>
        {(loaded) => (
          <>
            <Section title={PIPELINE.interviews}>
              {loaded.interviews.length === 0 && (
                <Typography color="text.secondary">{PIPELINE.noInterviews}</Typography>
              )}
              <Stack spacing={1.5}>
                {loaded.interviews.map((interview) => {
                  const live = interview.status === 'scheduled' || interview.status === 'confirmed';
                  return (
                    <Box
                      key={interview.id}
                      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>
                        {formatDateTime(interview.startsAt)} · {interviewKindLabel(interview)} ·{' '}
                        {MODE_LABEL[interview.mode]}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {INTERVIEWS.status[interview.status]} ·{' '}
                        {interview.location ?? interview.meetingUrl ?? ''}{' '}
                        {interview.interviewerName
                          ? `· ${INTERVIEWS.interviewer(interview.interviewerName)}`
                          : ''}
                        {interview.attendance
                          ? ` · ${ATTENDANCE.marked[interview.attendance]}`
                          : ''}
                      </Typography>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                        <Button size="small" href={calendarFileUrl(interview.id)} download>
                          {PIPELINE.calendar}
                        </Button>
                        {live && (
                          <>
                            <Button
                              size="small"
                              onClick={() => setDialog({ kind: 'reschedule', interview })}
                            >
                              {PIPELINE.reschedule}
                            </Button>
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setCancelling(interview)}
                            >
                              {PIPELINE.cancelInterview}
                            </Button>
                          </>
                        )}
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
              {open && (
                <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                  <Button variant="outlined" onClick={() => setInviting(true)}>
                    {INVITE.action}
                  </Button>
                  <Button variant="outlined" onClick={() => setDialog({ kind: 'schedule' })}>
                    {PIPELINE.schedule}
                  </Button>
                </Stack>
              )}
            </Section>

            <Section title={PIPELINE.offer}>
              {loaded.offer ? (
                <Stack spacing={0.5}>
                  {(loaded.offers ?? [loaded.offer]).map((offer, index) => (
                    <Typography
                      key={offer.id}
                      variant={index === 0 ? 'body1' : 'body2'}
                      color={index === 0 ? 'text.primary' : 'text.secondary'}
                    >
                      {offerLine(offer)}
                    </Typography>
                  ))}
                </Stack>
              ) : (
                <Typography color="text.secondary">{PIPELINE.noOffer}</Typography>
              )}
              {pendingOffer && (
                <Button
                  sx={{ mt: 1, mr: 1 }}
                  variant="outlined"
                  color="error"
                  onClick={() => setWithdrawing(pendingOffer)}
                >
                  {WITHDRAW_OFFER.action}
                </Button>
              )}
              {canMakeOffer(application.status) && loaded.offer?.status !== 'pending' && (
                <Button
                  sx={{ mt: 1 }}
                  variant="outlined"
                  onClick={() => setDialog({ kind: 'offer' })}
                >
                  {PIPELINE.makeOffer}
                </Button>
              )}
            </Section>

            <NotesSection applicationId={application.id} suggestions={tagSuggestions} />

            <Section title={PIPELINE.scorecards}>
              {loaded.scorecards.map((card) => (
                <Typography key={card.id} variant="body2">
                  {PREPARATION.recommendations[card.recommendation]}
                  {card.average != null ? ` · ${PREPARATION.average(card.average)}` : ''}
                  {card.author ? ` · ${PREPARATION.by(card.author.name)}` : ''}
                </Typography>
              ))}
              <Link component={RRLink} to={`/interview-preparation?application=${application.id}`}>
                {PIPELINE.rate}
              </Link>
            </Section>
          </>
        )}
      </QueryView>

      {dialog &&
        (dialog.kind === 'offer' ? (
          <OfferDialog
            open
            defaults={{ salaryAmount: job.salaryAmount, salaryType: job.salaryType }}
            onClose={() => setDialog(null)}
            onSave={async (input) => {
              await makeOffer.mutateAsync({ applicationId: application.id, input });
              toast({ title: OFFER_FORM.sent, description: candidate.name });
            }}
          />
        ) : (
          <InterviewDialog
            open
            interview={dialog.kind === 'reschedule' ? dialog.interview : null}
            onClose={() => setDialog(null)}
            onSave={async (input) => {
              if (dialog.kind === 'reschedule')
                await rescheduleInterview.mutateAsync({ id: dialog.interview.id, input });
              else await scheduleInterview.mutateAsync({ applicationId: application.id, input });
              toast({
                title:
                  dialog.kind === 'reschedule'
                    ? INTERVIEW_FORM.rescheduled
                    : INTERVIEW_FORM.scheduled,
                description: candidate.name,
              });
            }}
          />
        ))}
      {inviting && (
        <InviteToBookDialog
          invitees={[{ applicationId: application.id, name: candidate.name }]}
          onClose={() => setInviting(false)}
        />
      )}
      {withdrawing && (
        <WithdrawOfferDialog
          pending={withdrawOffer.isPending}
          onConfirm={(message) => withdrawOffer.mutate({ id: withdrawing.id, message })}
          onClose={() => setWithdrawing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(cancelling)}
        title={PIPELINE.cancelInterviewTitle}
        body={PIPELINE.cancelInterviewBody}
        confirmLabel={PIPELINE.cancelInterview}
        onConfirm={() => void cancel()}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
