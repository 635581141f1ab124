import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { companyName, jobTitle } from 'shared-kernel/rules';
import { ButtonLink } from 'shared-kernel/ui';
import type { ApplicationSummary } from '../../api/applications';
import { NEW_STARTER } from '../../texts';

type WithPack = ApplicationSummary & { newStarter: NonNullable<ApplicationSummary['newStarter']> };

const hasPack = (application: ApplicationSummary): application is WithPack =>
  application.newStarter != null;

/** One application's pack: how many steps are done, or ready, and the way to it. */
function NewStarterCard({ application }: { application: WithPack }) {
  const { done, total, ready } = application.newStarter;
  const job = jobTitle(application.job);
  const titleId = `new-starter-card-${application.id}`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="new-starter-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {NEW_STARTER.card.title(job, companyName(application.job))}
        </Typography>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {ready ? NEW_STARTER.ready : NEW_STARTER.progress(done, total)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(100 * done) / total}
          color={ready ? 'success' : 'primary'}
          aria-label={NEW_STARTER.card.progressLabel(job)}
          sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
        />
        <ButtonLink
          to={`/applications/${application.id}`}
          variant={ready ? 'outlined' : 'contained'}
          aria-describedby={titleId}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {NEW_STARTER.card.open}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/**
 * A card per application with a new-starter pack (an accepted offer, issue 43 item 4), from the
 * applications list's progress; nothing when there is none.
 */
export function NewStarterCards({ applications }: { applications: ApplicationSummary[] }) {
  const packs = applications.filter(hasPack);
  if (!packs.length) return null;
  return (
    <>
      {packs.map((application) => (
        <NewStarterCard key={application.id} application={application} />
      ))}
    </>
  );
}
