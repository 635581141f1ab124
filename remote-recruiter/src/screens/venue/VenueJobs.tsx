import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useOpenJobs } from '../../api/venues';
import { formatPayWithTips } from 'shared-kernel/rules';
import { QueryView } from 'shared-kernel/ui';
import { WageFloorFlag } from '../../kit/WageFloorFlag';
import { MULTI_SITE_TEXTS, VENUE_TEXTS as T } from '../../texts-company';

/** The open jobs of one venue, each linking to its applications. */
export function VenueJobs({ venueId }: { venueId: string }) {
  const jobs = useOpenJobs();
  return (
    <QueryView query={jobs}>
      {(page) => {
        const here = page.items.filter((job) => job.venue.id === venueId);
        if (here.length === 0)
          return <Typography color="text.secondary">{T.noOpenJobs}</Typography>;
        return (
          <List dense disablePadding>
            {here.map((job) => (
              <ListItem key={job.id} disableGutters divider>
                <ListItemText
                  primary={
                    <>
                      <Link component={RouterLink} to={`/job-applications/${job.id}`}>
                        {job.title}
                      </Link>
                      <WageFloorFlag why={job.belowWageFloor} />
                    </>
                  }
                  secondary={`${formatPayWithTips(job.pay, job.tips)} · ${MULTI_SITE_TEXTS.applications(job.totalApplications)}`}
                />
              </ListItem>
            ))}
          </List>
        );
      }}
    </QueryView>
  );
}
