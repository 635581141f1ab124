import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { matchesPrep, PRACTICE_SCENARIOS, searchText } from '../../content/interview-prep';
import { PREP } from '../../texts';
import { NoResults } from './NoResults';
import { PrepFilterBar, usePrepFilter } from './PrepFilterBar';
import { RoleChips } from './RoleChips';

export default function PracticeScenarios() {
  const [filter] = usePrepFilter();
  const shown = PRACTICE_SCENARIOS.filter((s) => matchesPrep(s, searchText.scenario(s), filter));
  return (
    <PageContainer title={PREP.scenariosTitle} subtitle={PREP.scenariosSubtitle}>
      <PrepFilterBar count={shown.length} />
      {shown.length === 0 ? (
        <NoResults />
      ) : (
        <Grid container spacing={2}>
          {shown.map((s) => (
            <Grid key={s.id} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" component="article" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack spacing={1.5}>
                    <Typography variant="h6" component="h2">
                      {s.title}
                    </Typography>
                    <RoleChips roles={s.roles} />
                    <Typography>{s.situation}</Typography>
                    <div>
                      <Typography variant="subtitle2" component="h3">
                        {PREP.goodResponse}
                      </Typography>
                      <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                        {s.goodResponse.map((step) => (
                          <li key={step}>
                            <Typography color="text.secondary">{step}</Typography>
                          </li>
                        ))}
                      </ol>
                    </div>
                    <Typography>
                      <strong>{PREP.avoid}:</strong> {s.avoid}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </PageContainer>
  );
}
