import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { ButtonLink, Section } from 'shared-kernel/ui';
import { SOON_TEXTS } from '../../texts-company';

type Page = (typeof SOON_TEXTS)['workflows'];

/** A feature that is not built yet: what it will do, and what to use meanwhile. */
export function ComingSoonPage({ page, meanwhileTo }: { page: Page; meanwhileTo: string }) {
  return (
    <PageContainer
      title={page.title}
      subtitle={page.subtitle}
      maxWidth={800}
      actions={<Chip label={SOON_TEXTS.soon} variant="outlined" />}
    >
      <Section title="What it will do" id="soon-what">
        <Typography sx={{ mb: 1 }}>{page.intro}</Typography>
        <List>
          {page.points.map((point) => (
            <ListItem key={point} disableGutters>
              <ListItemText primary={point} />
            </ListItem>
          ))}
        </List>
      </Section>
      <Alert
        severity="info"
        action={
          <ButtonLink to={meanwhileTo} size="small" variant="text">
            {page.meanwhileLink}
          </ButtonLink>
        }
      >
        {page.meanwhile}
      </Alert>
    </PageContainer>
  );
}
