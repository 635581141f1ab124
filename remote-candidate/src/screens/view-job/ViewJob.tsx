import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BoltIcon from '@mui/icons-material/Bolt';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { PageContainer, toast, failureToast, useJob, useToggleSaved } from 'shared-kernel';
import {
  cardReasons,
  companyName,
  cultureColour,
  formatDaysAgo,
  formatPayWithTips,
  hasTips,
  JOB_PAGE_WORDS,
  formatShortDate,
  jobTitle,
  orMissing,
  tippingPolicyPath,
} from 'shared-kernel/rules';
import { useLikeJob, type JobDetail } from '../../api/jobs';
import { ButtonLink, TextLink, Section, slotLabel, ScoreChip } from 'shared-kernel/ui';
import { JobNotFound } from '../../components/JobNotFound';
import { PageQueryView } from '../../components/PageQueryView';
import {
  CAROUSEL,
  EMPLOYMENT_TYPE_LABEL,
  PACE_LABEL,
  TEAM_SIZE_LABEL,
  VENUE_TYPE_LABEL,
  VIEW_JOB,
} from '../../texts';

/** /view-job/:id: the full job, its venue and company, pay, match and culture reasons. */
export default function ViewJob() {
  const { id = '' } = useParams();
  const job = useJob(id);
  return (
    <PageQueryView
      query={job}
      loadingTitle={CAROUSEL.title}
      failedTitle={VIEW_JOB.notFound}
      notFound={<JobNotFound />}
    >
      {(data) => <JobDetails data={data} />}
    </PageQueryView>
  );
}

/** The job, once read: its page with the actions open to the candidate. */
function JobDetails({ data }: { data: JobDetail }) {
  const toggle = useToggleSaved();
  const like = useLikeJob();
  const title = jobTitle(data);
  const saved = Boolean(data.saved);
  const liked = Boolean(data.liked);
  const venueType = data.venueType ?? data.venue?.venueType;
  // Closed, or past its closing day: the API says `closed` (the rule: shared-kernel/rules/job-open.ts,
  // London days, not the browser's clock). No Apply, Like or Save (a saved one can be unsaved).
  const closed = data.status === 'closed';
  const save = () =>
    toggle.mutate(
      { jobId: data.id, saved },
      {
        onSuccess: () => {
          if (!saved) toast(CAROUSEL.savedToast);
        },
        onError: failureToast(saved ? CAROUSEL.unsaveFailed : CAROUSEL.saveFailed),
      },
    );

  const actions = (
    <>
      {(!closed || saved) && (
        <Button
          variant={saved ? 'contained' : 'outlined'}
          startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
          onClick={save}
          disabled={toggle.isPending}
          aria-pressed={saved}
        >
          {saved ? VIEW_JOB.saved : VIEW_JOB.save}
        </Button>
      )}
      {!closed && (
        <Button
          variant={liked ? 'contained' : 'outlined'}
          startIcon={liked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
          onClick={() =>
            like.mutate(data.id, {
              onSuccess: () => toast(CAROUSEL.likedToast),
              onError: failureToast(CAROUSEL.likeFailed),
            })
          }
          disabled={liked || like.isPending}
          aria-pressed={liked}
        >
          {liked ? CAROUSEL.liked : CAROUSEL.like}
        </Button>
      )}
      {data.applied && data.applicationId ? (
        <ButtonLink to={`/applications/${data.applicationId}`} variant="contained">
          {VIEW_JOB.viewApplication}
        </ButtonLink>
      ) : closed ? null : (
        <ButtonLink to={`/apply/${data.id}`} variant="contained">
          {VIEW_JOB.apply}
        </ButtonLink>
      )}
    </>
  );

  const reasons = cardReasons(data.matchingReasons);
  // The job's screening questions (issue 33); an API from before them sends none.
  const screening = data.screening ?? [];
  const cultureReasons = cardReasons(data.cultureReasons);

  return (
    <PageContainer
      title={title}
      subtitle={`${companyName(data)} · ${orMissing(data.location ?? data.venue?.city)}`}
      actions={actions}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {closed && (
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {VIEW_JOB.closed}
            </Typography>
          )}
          {data.applied && (
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {VIEW_JOB.applied}
            </Typography>
          )}
          <Card>
            <CardContent>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                {formatPayWithTips(data, data.tips)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {venueType && (
                  <Chip size="small" label={VENUE_TYPE_LABEL[venueType] ?? venueType} />
                )}
                {data.employmentType && (
                  <Chip
                    size="small"
                    label={EMPLOYMENT_TYPE_LABEL[data.employmentType] ?? data.employmentType}
                  />
                )}
                {data.pace && <Chip size="small" label={PACE_LABEL[data.pace] ?? data.pace} />}
                {data.teamSize && (
                  <Chip size="small" label={TEAM_SIZE_LABEL[data.teamSize] ?? data.teamSize} />
                )}
                {data.urgent && (
                  <Chip
                    size="small"
                    color="secondary"
                    icon={<BoltIcon />}
                    label={CAROUSEL.urgent}
                  />
                )}
              </Stack>
              {hasTips(data) && (
                // Tips beside the pay (issue 43): the company's written policy on sharing them.
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <TextLink to={tippingPolicyPath(data.company.slug)}>
                    {JOB_PAGE_WORDS.tippingPolicy}
                  </TextLink>
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {data.publishedAt ? VIEW_JOB.posted(formatDaysAgo(data.publishedAt)) : ''}
                {data.publishedAt && data.closesOn ? ' · ' : ''}
                {data.closesOn
                  ? (closed ? VIEW_JOB.closedOn : VIEW_JOB.closes)(formatShortDate(data.closesOn))
                  : ''}
              </Typography>
            </CardContent>
          </Card>
          <Section gutterBottom={false} title={VIEW_JOB.about}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {data.description?.trim() || VIEW_JOB.noDescription}
            </Typography>
            {Boolean(data.skills?.length) && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
                  {VIEW_JOB.skills}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
                  {data.skills!.map((skill) => (
                    <Chip key={skill} label={skill} variant="outlined" size="small" />
                  ))}
                </Stack>
              </>
            )}
            {data.dayParts.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
                  {VIEW_JOB.dayParts}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
                  {data.dayParts.map((slot) => (
                    <Chip key={slot} label={slotLabel(slot)} variant="outlined" size="small" />
                  ))}
                </Stack>
              </>
            )}
          </Section>
          {screening.length > 0 && (
            // The questions only, in the job's order: never which answers rule anyone out.
            <Section id="job-screening" gutterBottom={false} title={VIEW_JOB.screening}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {VIEW_JOB.screeningHint}
              </Typography>
              <Typography component="ul" sx={{ pl: 2.5, m: 0 }}>
                {screening.map((question) => (
                  <li key={question.id}>{question.question}</li>
                ))}
              </Typography>
            </Section>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Section gutterBottom={false} title={VIEW_JOB.whyMatch}>
            {reasons.length ? (
              <Typography component="ul" sx={{ pl: 2.5, m: 0 }}>
                {reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </Typography>
            ) : (
              <Typography color="text.secondary">{VIEW_JOB.noReasons}</Typography>
            )}
          </Section>
          <Section gutterBottom={false} title={VIEW_JOB.cultureFit}>
            {data.cultureScore != null ? (
              <>
                <ScoreChip
                  label={CAROUSEL.cultureFit(data.cultureScore)}
                  colour={cultureColour(data.cultureScore)}
                />
                {cultureReasons.length > 0 && (
                  <Typography component="ul" sx={{ pl: 2.5, mb: 0 }}>
                    {cultureReasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </Typography>
                )}
              </>
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {VIEW_JOB.cultureUnknown}
                </Typography>
                <TextLink to="/assessments?tab=culture">{VIEW_JOB.takeCulture}</TextLink>
              </>
            )}
          </Section>
          <Section gutterBottom={false} title={VIEW_JOB.venue}>
            <Typography sx={{ fontWeight: 600 }}>{orMissing(data.venue?.name)}</Typography>
            <Typography color="text.secondary">
              {[
                venueType ? (VENUE_TYPE_LABEL[venueType] ?? venueType) : null,
                data.venue?.city,
                data.venue?.postcode,
              ]
                .filter(Boolean)
                .join(' · ') || orMissing(null)}
            </Typography>
          </Section>
          <Section gutterBottom={false} title={VIEW_JOB.company}>
            <Typography sx={{ fontWeight: 600 }}>{companyName(data)}</Typography>
            {data.company?.slug && (
              <TextLink to={`/company/${data.company.slug}`}>{VIEW_JOB.companyPage}</TextLink>
            )}
          </Section>
          {!data.applied && (
            <ButtonLink
              to={`/mobile-apply/${data.id}`}
              variant="text"
              sx={{ display: { md: 'none' } }}
            >
              {VIEW_JOB.applyPhone}
            </ButtonLink>
          )}
        </Box>
      </Box>
    </PageContainer>
  );
}
