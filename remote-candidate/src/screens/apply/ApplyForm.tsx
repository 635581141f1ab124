import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, PageContainer, useCurrentUser, useJob } from 'shared-kernel';
import { ApplyBodySchema, type ApplyBody } from 'shared-kernel/contract';
import { applyApiError, useContractField, useContractForm } from 'shared-kernel/forms';
import {
  companyName,
  formatPayWithTips,
  JOB_CLOSED_MESSAGE,
  jobTitle,
  orMissing,
} from 'shared-kernel/rules';
import { useApply, type ApplicationDetail } from '../../api/applications';
import { useRefreshJob, type JobDetail } from '../../api/jobs';
import { useProfile, type CandidateProfile } from '../../api/profile';
import { DefinitionList } from '../../components/DefinitionList';
import { JobNotFound } from '../../components/JobNotFound';
import { PageQueryView } from '../../components/PageQueryView';
import { ButtonLink, sortSlots, TextLink, WeekGrid } from 'shared-kernel/ui';
import { APPLY } from '../../texts';
import type { ApplyValues } from './apply-values';
import {
  answerChecks,
  answerField,
  answerFieldOfApi,
  answersBody,
  blankAnswers,
} from './screening-answers';
import { ScreeningQuestions } from './ScreeningQuestions';

const COVER_MAX = 10_000;

/** The phone layout's pinned send bar is this tall: a focused field scrolls clear of it. */
const PINNED_BAR_CLEARANCE = 96;

/**
 * Applying for a job: the profile shown as the employer will see it, a cover note, the
 * availability (from the profile), the job's screening questions when it asks some, one button. `phone` lays it out for a phone first: one column,
 * the job in a line, the send button pinned to the bottom of the screen.
 */
export function ApplyForm({
  phone = false,
  onApplied,
}: {
  phone?: boolean;
  /** After a successful application (the screen's toast and confirmation); else its page opens. */
  onApplied?: (application: ApplicationDetail) => void;
}) {
  const { id = '' } = useParams();
  const job = useJob(id);
  const profile = useProfile({ dashboard: true });
  // The job first, then the profile (none yet is fine: the form says so).
  return (
    <PageQueryView query={job} loadingTitle={APPLY.mobileTitle} notFound={<JobNotFound />}>
      {(found) => (
        <PageQueryView query={profile} loadingTitle={APPLY.mobileTitle} allowNull>
          {(me) => (
            <ApplicationForm
              key={found.id}
              job={found}
              me={me ?? null}
              phone={phone}
              onApplied={onApplied}
            />
          )}
        </PageQueryView>
      )}
    </PageQueryView>
  );
}

/** The form itself, once the job and the profile (its availability the default) are in. */
function ApplicationForm({
  job,
  me,
  phone,
  onApplied,
}: {
  job: JobDetail;
  me: CandidateProfile | null;
  phone: boolean;
  onApplied?: (application: ApplicationDetail) => void;
}) {
  const navigate = useNavigate();
  const refreshJob = useRefreshJob();
  const user = useCurrentUser();
  const apply = useApply();
  const [alert, setAlert] = useState<{ text: string; applicationId?: string | null } | null>(null);

  // The job's screening questions (issue 33); an API from before them sends none.
  const questions = job.screening ?? [];
  const form = useContractForm<typeof ApplyBodySchema, ApplyValues>(ApplyBodySchema, {
    defaultValues: {
      coverLetter: '',
      availability: sortSlots(me?.availability ?? []),
      answers: blankAnswers(questions),
    },
    checks: ({ coverLetter }) => ({
      coverLetter: coverLetter.length > COVER_MAX ? APPLY.coverNoteTooLong : undefined,
    }),
    toBody: ({ coverLetter, availability, answers }) => ({
      jobId: job.id,
      ...(coverLetter.trim() ? { coverLetter: coverLetter.trim() } : {}),
      availability: sortSlots(availability),
      ...(questions.length > 0 ? { answers: answersBody(questions, answers) } : {}),
    }),
  });
  const cover = useContractField(form, 'coverLetter');
  const availability = useContractField(form, 'availability');

  const sendApplication = (body: ApplyBody) =>
    apply.mutate(body, {
      onSuccess: (application) => {
        if (application && onApplied) onApplied(application);
        else if (application) navigate(`/applications/${application.id}`, { replace: true });
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // The job read again says so itself (with a link to that application), in place of the form.
          const fresh = await refreshJob(job.id).catch(() => null);
          if (error.message === JOB_CLOSED_MESSAGE || fresh?.status === 'closed')
            setAlert({ text: APPLY.closed });
          else if (!(fresh?.applied && fresh.applicationId))
            setAlert({ text: APPLY.already, applicationId: fresh?.applicationId });
        } else if (error instanceof ApiError && error.status === 404) {
          setAlert({ text: APPLY.closed });
        } else {
          // A 400 naming `answers/<questionId>` shows on that question; all typed stays.
          const text = applyApiError(form, error, { fieldOf: answerFieldOfApi });
          setAlert(text ? { text } : null);
        }
      },
    });

  /**
   * The screening answers not ready yet (a required one blank, a number out of range): each shows
   * its message; `focus` puts focus on the first. True when there was one.
   */
  const markAnswers = (focus: boolean) => {
    const problems = answerChecks(questions, form.getValues('answers'));
    problems.forEach(({ questionId, message }, i) =>
      form.setError(
        answerField(questionId),
        { type: 'validate', message },
        { shouldFocus: focus && i === 0 },
      ),
    );
    return problems.length > 0;
  };

  const send = form.handleSubmit(
    (body) => {
      if (markAnswers(true)) return;
      sendApplication(body);
    },
    // The other fields' messages show; the answers' with them (focus goes to the first of all).
    () => void markAnswers(false),
  );

  const title = jobTitle(job);
  const name = user.data ? `${user.data.firstName ?? ''} ${user.data.lastName ?? ''}`.trim() : '';
  const jobLine = `${companyName(job)} · ${orMissing(job.location ?? job.venue?.city)} · ${formatPayWithTips(job, job.tips)}`;

  const profileCard = (
    <Card component="section" aria-labelledby="apply-profile-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
          <Typography id="apply-profile-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {APPLY.yourProfile}
          </Typography>
          <TextLink to="/profile">{APPLY.editProfile}</TextLink>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {me ? APPLY.profileHint : APPLY.noProfile}
        </Typography>
        <DefinitionList>
          <dt>{APPLY.name}</dt>
          <dd>{name || orMissing(null)}</dd>
          <dt>{APPLY.phone}</dt>
          <dd>{me?.phoneNumber || APPLY.none}</dd>
          <dt>{APPLY.location}</dt>
          <dd>{me?.location || APPLY.none}</dd>
          <dt>{APPLY.skills}</dt>
          <dd>
            {me?.skills?.length ? (
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                {me.skills.map((s) => (
                  <Chip key={s} label={s} size="small" />
                ))}
              </Stack>
            ) : (
              APPLY.none
            )}
          </dd>
        </DefinitionList>
      </CardContent>
    </Card>
  );

  const alreadyApplied = job.applied && job.applicationId;

  return (
    <PageContainer
      title={phone ? APPLY.mobileTitle : APPLY.title(title)}
      subtitle={phone ? `${title} · ${jobLine}` : jobLine}
      maxWidth={phone ? 640 : 900}
    >
      {alreadyApplied ? (
        <Alert
          severity="info"
          action={
            <ButtonLink to={`/applications/${job.applicationId}`} color="inherit" size="small">
              {APPLY.viewApplication}
            </ButtonLink>
          }
        >
          {APPLY.already}
        </Alert>
      ) : job.status === 'closed' ? (
        // The API says closed once past the closing day (London; shared-kernel/rules/job-open.ts).
        <Alert severity="info">{APPLY.closed}</Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            setAlert(null);
            void send(event);
          }}
          sx={{ pb: phone ? 10 : 0 }}
        >
          {phone && (
            <GlobalStyles styles={{ html: { scrollPaddingBottom: PINNED_BAR_CLEARANCE } }} />
          )}
          <Stack spacing={3}>
            {alert && (
              <Alert
                severity="error"
                action={
                  alert.applicationId ? (
                    <ButtonLink
                      to={`/applications/${alert.applicationId}`}
                      color="inherit"
                      size="small"
                    >
                      {APPLY.viewApplication}
                    </ButtonLink>
                  ) : undefined
                }
              >
                {alert.text}
              </Alert>
            )}
            {profileCard}
            <TextField
              id="apply-cover"
              label={APPLY.coverNote}
              multiline
              minRows={phone ? 3 : 5}
              name={cover.name}
              value={cover.value}
              onChange={(e) => cover.onChange(e.target.value)}
              onBlur={cover.onBlur}
              inputRef={cover.inputRef}
              error={Boolean(cover.error)}
              helperText={cover.error ?? APPLY.coverNoteHelp}
              fullWidth
            />
            <Box>
              <WeekGrid
                legend={APPLY.availability}
                help={APPLY.availabilityHelp}
                value={availability.value}
                onChange={availability.onChange}
              />
              {availability.error && (
                <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
                  {availability.error}
                </Typography>
              )}
            </Box>
            <ScreeningQuestions form={form} questions={questions} />
            <Box
              sx={
                phone
                  ? {
                      position: 'fixed',
                      left: 0,
                      right: 0,
                      bottom: 0,
                      p: 2,
                      bgcolor: 'background.paper',
                      borderTop: 1,
                      borderColor: 'divider',
                      zIndex: 10,
                    }
                  : undefined
              }
            >
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth={phone}
                disabled={apply.isPending}
              >
                {apply.isPending ? APPLY.sending : APPLY.submit}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </PageContainer>
  );
}
