import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer } from 'shared-kernel';
import {
  companyName,
  DAY_PARTS,
  formatDateTime,
  formatPay,
  formatShortDate,
  jobTitle,
  orMissing,
  WEEKDAYS,
} from 'shared-kernel/rules';
import {
  useApplication,
  type ApplicationDetail,
  type Interview,
  type Offer,
} from '../../api/applications';
import { calendarHref } from '../../api/interviews';
import {
  ButtonLink,
  MeetingLink,
  TextLink,
  Section,
  slotOf,
  WEEK_TEXTS,
  StatusChip,
} from 'shared-kernel/ui';
import { DefinitionList } from '../../components/DefinitionList';
import {
  rejectionMessageOf,
  statusChipProps,
  statusLabel,
} from '../../components/application-status';
import { PageQueryView } from '../../components/PageQueryView';
import { WithdrawApplication } from '../../components/WithdrawApplication';
import { APPLICATION } from '../../texts';
import { NewStarterPack } from './new-starter/NewStarterPack';
import { YourAnswers } from './YourAnswers';

function InterviewItem({ interview }: { interview: Interview }) {
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {formatDateTime(interview.startsAt)} · {APPLICATION.mode[interview.mode] ?? interview.mode}{' '}
        · {interview.durationMinutes} min
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {APPLICATION.interviewStatus[interview.status] ?? interview.status}
        {interview.interviewerName
          ? ` · ${APPLICATION.interviewWith(interview.interviewerName)}`
          : ''}
        {interview.location ? ` · ${interview.location}` : ''}
      </Typography>
      {interview.status !== 'cancelled' && <MeetingLink url={interview.meetingUrl} />}
      <Stack direction="row" spacing={2} sx={{ mt: 0.5 }}>
        {interview.status !== 'cancelled' && (
          <Link
            href={calendarHref(interview.id)}
            download
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {APPLICATION.addToCalendar}
          </Link>
        )}
      </Stack>
    </Box>
  );
}

function OfferView({ offer }: { offer: Offer }) {
  return (
    <>
      <Chip
        size="small"
        label={APPLICATION.offerStatus[offer.status] ?? offer.status}
        sx={{ mb: 1 }}
      />
      <DefinitionList>
        <dt>{APPLICATION.offerPay}</dt>
        <dd>{formatPay(offer)}</dd>
        <dt>{APPLICATION.offerStart}</dt>
        <dd>{offer.startDate ? formatShortDate(offer.startDate) : orMissing(null)}</dd>
        <dt>{APPLICATION.offerExpires}</dt>
        <dd>{offer.expiresAt ? formatShortDate(offer.expiresAt) : orMissing(null)}</dd>
      </DefinitionList>
      {offer.message && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{offer.message}</Typography>
      )}
      {offer.status === 'pending' && (
        <ButtonLink to="/job-offers" variant="contained" size="small" sx={{ mt: 1.5 }}>
          {APPLICATION.respondToOffer}
        </ButtonLink>
      )}
    </>
  );
}

/**
 * Where a closed application stands, in words: a rejection with the company's message (the note
 * of the move to rejected), or the candidate's own withdrawal.
 */
function FinalStatusNote({ application }: { application: ApplicationDetail }) {
  const company = companyName(application.job);
  if (application.status === 'rejected') {
    const message = rejectionMessageOf(application);
    return (
      <Alert severity="info" icon={false} sx={{ mt: 2 }} data-testid="rejection">
        <AlertTitle>{APPLICATION.rejectedTitle}</AlertTitle>
        {message ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {APPLICATION.messageFrom(company)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{message}</Typography>
          </>
        ) : (
          APPLICATION.rejectedText(company)
        )}
      </Alert>
    );
  }
  if (application.status === 'withdrawn') {
    return (
      <Alert severity="info" icon={false} sx={{ mt: 2 }} data-testid="withdrawn">
        <AlertTitle>{APPLICATION.withdrawnTitle}</AlertTitle>
        {APPLICATION.withdrawnText(company)}
      </Alert>
    );
  }
  return null;
}

/** /applications/:id: the application with its status history, interviews and offer. */
export default function Application() {
  const { id = '' } = useParams();
  const application = useApplication(id);
  return (
    <PageQueryView
      query={application}
      loadingTitle={APPLICATION.title}
      failedTitle={APPLICATION.notFound}
      notFound={
        <EmptyState
          title={APPLICATION.notFound}
          action={
            <ButtonLink to="/applications" variant="contained">
              {APPLICATION.back}
            </ButtonLink>
          }
        />
      }
    >
      {(data) => <ApplicationDetails data={data} />}
    </PageQueryView>
  );
}

/**
 * An accepted offer gives the application a new-starter pack: the application's progress says so,
 * or (from an API that does not send it) its accepted status; the pack's own 404 has the last word.
 */
const hasNewStarterPack = (application: ApplicationDetail) =>
  application.newStarter != null ||
  (application.newStarter === undefined && application.status === 'accepted');

/** The application, once read: its new-starter pack, job, status history, interviews and offer. */
function ApplicationDetails({ data }: { data: ApplicationDetail }) {
  const title = jobTitle(data.job);
  const chosen = new Set(data.availability ?? []);
  const availability = WEEKDAYS.map((day) => {
    const parts = DAY_PARTS.filter((part) => chosen.has(slotOf(day, part))).map((p) =>
      WEEK_TEXTS.parts[p].toLowerCase(),
    );
    return parts.length ? `${WEEK_TEXTS.days[day]}: ${parts.join(', ')}` : null;
  }).filter(Boolean);

  return (
    <PageContainer
      title={title}
      subtitle={`${companyName(data.job)} · ${orMissing(data.job.location)} · ${APPLICATION.appliedOn(formatShortDate(data.appliedAt))}`}
      actions={
        <>
          <ButtonLink to="/applications" variant="text">
            {APPLICATION.back}
          </ButtonLink>
          <ButtonLink to={`/view-job/${data.job.id}`} variant="outlined">
            {APPLICATION.viewJob}
          </ButtonLink>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <NewStarterPack id={data.id} enabled={hasNewStarterPack(data)} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <Section gutterBottom={false} title={APPLICATION.status}>
              <Box
                data-testid="application-status"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <StatusChip {...statusChipProps(data.status)} />
                <WithdrawApplication
                  id={data.id}
                  status={data.status}
                  title={title}
                  company={companyName(data.job)}
                />
              </Box>
              <FinalStatusNote application={data} />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
                {APPLICATION.history}
              </Typography>
              <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="status-history">
                {data.history.map((entry, i) => (
                  <li key={i}>
                    <Typography>
                      {APPLICATION.changed(
                        entry.fromStatus ? statusLabel(entry.fromStatus) : null,
                        statusLabel(entry.status),
                      )}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        · {formatDateTime(entry.at)}
                      </Typography>
                    </Typography>
                    {entry.note && (
                      <Typography variant="body2" color="text.secondary">
                        {entry.note}
                      </Typography>
                    )}
                  </li>
                ))}
              </Box>
            </Section>
            <Section gutterBottom={false} title={APPLICATION.interviews}>
              {data.interviews.length ? (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.interviews.map((interview) => (
                    <InterviewItem key={interview.id} interview={interview} />
                  ))}
                </Box>
              ) : (
                <Typography color="text.secondary">{APPLICATION.noInterviews}</Typography>
              )}
              {data.interviews.length > 0 && (
                <TextLink to="/interviews">{APPLICATION.allInterviews}</TextLink>
              )}
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <Section gutterBottom={false} title={APPLICATION.offer}>
              {data.offer ? (
                <OfferView offer={data.offer} />
              ) : (
                <Typography color="text.secondary">{APPLICATION.noOffer}</Typography>
              )}
            </Section>
            <Section gutterBottom={false} title={APPLICATION.coverNote}>
              <Typography
                sx={{ whiteSpace: 'pre-line' }}
                color={data.coverLetter ? undefined : 'text.secondary'}
              >
                {data.coverLetter || APPLICATION.noCoverNote}
              </Typography>
            </Section>
            {data.answers && data.answers.length > 0 && <YourAnswers answers={data.answers} />}
            {availability.length > 0 && (
              <Section gutterBottom={false} title={APPLICATION.availability}>
                <Typography component="ul" variant="body2" sx={{ pl: 2.5, m: 0 }}>
                  {availability.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Typography>
              </Section>
            )}
          </Box>
        </Box>
      </Box>
    </PageContainer>
  );
}
