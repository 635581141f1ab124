import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import {
  INTERVIEW_TIPS,
  matchesPrep,
  searchText,
  type InterviewTip,
} from '../../content/interview-prep';
import { PREP } from '../../texts';
import { NoResults } from './NoResults';
import { PrepFilterBar, usePrepFilter } from './PrepFilterBar';
import { RoleChips } from './RoleChips';

const STAGES: InterviewTip['stage'][] = ['before', 'during', 'after'];

export default function InterviewTips() {
  const [filter] = usePrepFilter();
  const shown = INTERVIEW_TIPS.filter((t) => matchesPrep(t, searchText.tip(t), filter));
  return (
    <PageContainer title={PREP.tipsTitle} subtitle={PREP.tipsSubtitle} maxWidth={880}>
      <PrepFilterBar count={shown.length} />
      {shown.length === 0 ? (
        <NoResults />
      ) : (
        <Stack spacing={4}>
          {STAGES.map((stage) => {
            const tips = shown.filter((t) => t.stage === stage);
            if (!tips.length) return null;
            return (
              <section key={stage}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {PREP.stages[stage]}
                </Typography>
                <Stack spacing={2}>
                  {tips.map((tip) => (
                    <Card key={tip.id} variant="outlined">
                      <CardContent>
                        <Typography variant="h6" component="h3" gutterBottom>
                          {tip.title}
                        </Typography>
                        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                          {tip.body}
                        </Typography>
                        <RoleChips roles={tip.roles} />
                      </CardContent>
                    </Card>
                  ))}
                </Stack>
              </section>
            );
          })}
        </Stack>
      )}
    </PageContainer>
  );
}
