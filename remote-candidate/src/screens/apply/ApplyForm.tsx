import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, ErrorState, LoadingState, PageContainer, useCurrentUser } from 'shared-kernel';
import { companyName, formatPay, jobTitle, orMissing } from 'shared-kernel/rules';
import { useApply } from '../../api/applications';
import { useJob, useRefreshJob } from '../../api/jobs';
import { useProfile } from '../../api/profile';
import { AvailabilityGrid } from '../../components/AvailabilityGrid';
import { sortSlots } from '../../components/availability';
import { DefinitionList } from '../../components/DefinitionList';
import { JobNotFound } from '../../components/JobNotFound';
import { ButtonLink, TextLink } from '../../components/RouterLink';
import { APPLY } from '../../texts';

const COVER_MAX = 10_000;

/**
 * Applying for a job: the profile shown as the employer will see it, a cover note and the
 * availability (from the profile), one button. `phone` lays it out for a phone first: one column,
 * the job in a line, the send button pinned to the bottom of the screen.
 */
export function ApplyForm({ phone = false }: { phone?: boolean }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const refreshJob = useRefreshJob();
  const user = useCurrentUser();
  const job = useJob(id);
  const profile = useProfile({ dashboard: true });
  const apply = useApply();

  const [coverLetter, setCoverLetter] = useState('');
  const [availability, setAvailability] = useState<string[] | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ text: string; applicationId?: string | null } | null>(null);

  if (job.isPending || profile.isPending)
    return (
      <PageContainer title={APPLY.mobileTitle}>
        <LoadingState />
      </PageContainer>
    );
  if (job.isError || !job.data) {
    return (
      <PageContainer title={APPLY.mobileTitle}>
        <JobNotFound error={job.error} onRetry={() => void job.refetch()} />
      </PageContainer>
    );
  }
  if (profile.isError)
    return (
      <PageContainer title={APPLY.mobileTitle}>
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </PageContainer>
    );

  const data = job.data;
  const title = jobTitle(data);
  const me = profile.data;
  const slots = availability ?? me?.availability ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (coverLetter.length > COVER_MAX) {
      setCoverError(APPLY.coverNoteTooLong);
      document.getElementById('apply-cover')?.focus();
      return;
    }
    apply.mutate(
      {
        jobId: data.id,
        coverLetter: coverLetter.trim() || undefined,
        availability: sortSlots(slots),
      },
      {
        onSuccess: (application) => {
          if (application) navigate(`/applications/${application.id}`, { replace: true });
        },
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409) {
            const fresh = await refreshJob(data.id).catch(() => null);
            setAlert({ text: APPLY.already, applicationId: fresh?.applicationId });
          } else if (error instanceof ApiError && error.status === 404) {
            setAlert({ text: APPLY.closed });
          } else {
            setAlert({ text: error instanceof Error ? error.message : APPLY.failed });
          }
        },
      },
    );
  };

  const name = user.data ? `${user.data.firstName ?? ''} ${user.data.lastName ?? ''}`.trim() : '';
  const jobLine = `${companyName(data)} · ${orMissing(data.location ?? data.venue?.city)} · ${formatPay(data)}`;

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

  const alreadyApplied = data.applied && data.applicationId;

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
            <ButtonLink to={`/applications/${data.applicationId}`} color="inherit" size="small">
              {APPLY.viewApplication}
            </ButtonLink>
          }
        >
          {APPLY.already}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ pb: phone ? 10 : 0 }}>
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
              value={coverLetter}
              onChange={(e) => {
                setCoverLetter(e.target.value);
                setCoverError(null);
              }}
              error={Boolean(coverError)}
              helperText={coverError ?? APPLY.coverNoteHelp}
              fullWidth
            />
            <AvailabilityGrid
              legend={APPLY.availability}
              help={APPLY.availabilityHelp}
              value={slots}
              onChange={setAvailability}
            />
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
