import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { matchesPrep, ROLE_GUIDES, searchText } from '../../content/interview-prep';
import { PREP } from '../../texts';
import { NoResults } from './NoResults';
import { PrepFilterBar, usePrepFilter } from './PrepFilterBar';

function List({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography color="text.secondary">{item}</Typography>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function RoleGuides() {
  const [filter] = usePrepFilter();
  const shown = ROLE_GUIDES.filter((g) => matchesPrep(g, searchText.guide(g), filter));
  return (
    <PageContainer title={PREP.guidesTitle} subtitle={PREP.guidesSubtitle}>
      <PrepFilterBar count={shown.length} />
      {shown.length === 0 ? (
        <NoResults />
      ) : (
        <Stack spacing={3}>
          {shown.map((guide) => (
            <Card key={guide.id} variant="outlined" component="article">
              <CardContent>
                <Typography variant="h5" component="h2" gutterBottom>
                  {guide.title}
                </Typography>
                <Typography sx={{ mb: 2 }}>{guide.summary}</Typography>
                <Grid container spacing={3}>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <List heading={PREP.dayToDay} items={guide.dayToDay} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <List heading={PREP.skills} items={guide.skills} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <List heading={PREP.knowledge} items={guide.knowledge} />
                  </Grid>
                </Grid>
                <Stack spacing={1} sx={{ mt: 2 }}>
                  <Typography>
                    <strong>{PREP.progression}:</strong> {guide.progression}
                  </Typography>
                  <Typography>
                    <strong>{PREP.interviewFocus}:</strong> {guide.interviewFocus}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
