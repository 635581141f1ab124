import { Fragment } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatPay,
  hasTips,
  JOB_PAGE_WORDS,
  jobPageFacts,
  jobParagraphs,
  jobTown,
  tippingPolicyPath,
  under18AlcoholNotice,
  workplaceLine,
} from 'shared-kernel/rules';
import { PublicFooter } from '../../components/PublicFooter';
import type { JobDetail } from '../../queries/jobs';
import { JOB_PAGE } from '../../texts';
import { JobApply } from './JobApply';
import { JobCertificates } from './JobCertificates';
import { JobMatch } from './JobMatch';

/** The column the page is read in (the API's first paint uses the same width). */
export const JOB_PAGE_WIDTH = 860;

/**
 * An open job's public page. It replaces the API's static first paint of the same page, so it keeps
 * that page's order: the title (the one h1); company, venue and town; the facts (pay, contract,
 * shifts, posted, closing date), the pay with its tips and the link to the tipping policy; apply;
 * the description; the workplace in a line; the required licences and certificates; the screening
 * questions asked at apply (their texts only), when there are some.
 */
export function JobDetails({ job }: { job: JobDetail }) {
  // The API's `pay` is formatPay's text; formatPay again when an older API leaves it out.
  const facts = jobPageFacts({ ...job, pay: job.pay || formatPay(job) });
  const paragraphs = jobParagraphs(job.description);
  const culture = workplaceLine(job);
  // A job open to 16-year-olds that serves alcohol: the under-18 rule (issue 43, s.153).
  const under18Rule = job.minimumAge
    ? under18AlcoholNotice({ ...job, minimumAge: job.minimumAge, venueType: job.venue.venueType })
    : null;
  // The job's screening questions (issue 33); an API from before them sends none.
  const screening = job.screening ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ flex: 1 }}>
        <Box
          component="article"
          aria-labelledby="job-title"
          sx={{ maxWidth: JOB_PAGE_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}
        >
          <Typography
            id="job-title"
            variant="h4"
            component="h1"
            tabIndex={-1}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Typography>
          <Typography sx={{ mt: 1, fontSize: '1.125rem' }} data-testid="job-where">
            <Link component={RRLink} to={`/careers/${encodeURIComponent(job.company.slug)}`}>
              {job.company.name}
            </Link>
            {` · ${job.venue.name} · ${jobTown(job)}`}
          </Typography>

          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0, sm: 1 },
              my: 3,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
            }}
          >
            {facts.map(([term, value]) => (
              <Fragment key={term}>
                <Typography component="dt">{term}</Typography>
                <Typography component="dd">{value}</Typography>
              </Fragment>
            ))}
          </Box>
          {under18Rule && (
            <Alert severity="info" role="note" sx={{ mt: -1, mb: 3 }}>
              {under18Rule}
            </Alert>
          )}
          {hasTips(job) && (
            // A job with tips: its company's written tipping policy (issue 43), as on the first paint.
            <Typography sx={{ mt: -1, mb: 3 }}>
              <Link component={RRLink} to={tippingPolicyPath(job.company.slug)}>
                {JOB_PAGE_WORDS.tippingPolicy}
              </Link>
            </Typography>
          )}

          <JobApply job={job} />
          <JobMatch job={job} />

          <Box component="section" aria-labelledby="job-about" sx={{ mt: 4 }}>
            <Typography
              id="job-about"
              variant="h5"
              component="h2"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              {JOB_PAGE.about}
            </Typography>
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, i) => (
                <Typography key={i} sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
                  {paragraph}
                </Typography>
              ))
            ) : (
              <Typography color="text.secondary">{JOB_PAGE.noDescription}</Typography>
            )}
          </Box>

          {culture && (
            <Box component="section" aria-labelledby="job-culture" sx={{ mt: 3 }}>
              <Typography
                id="job-culture"
                variant="h5"
                component="h2"
                sx={{ fontWeight: 700, mb: 1.5 }}
              >
                {JOB_PAGE.culture}
              </Typography>
              <Typography>{culture}</Typography>
            </Box>
          )}

          <JobCertificates kinds={job.requiredCertificates} />

          {screening.length > 0 && (
            // The API's first paint has the same heading and list here: the questions, never their rules.
            <Box component="section" aria-labelledby="job-screening" sx={{ mt: 3 }}>
              <Typography
                id="job-screening"
                variant="h5"
                component="h2"
                sx={{ fontWeight: 700, mb: 1.5 }}
              >
                {JOB_PAGE_WORDS.screening}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {screening.map((question) => (
                  <Typography key={question.id} component="li" sx={{ mb: 0.5 }}>
                    {question.question}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <Typography color="text.secondary" sx={{ mt: 3, fontSize: '0.875rem' }}>
            {JOB_PAGE_WORDS.reference(job.id)}
          </Typography>
        </Box>
      </Box>
      <PublicFooter />
    </Box>
  );
}
