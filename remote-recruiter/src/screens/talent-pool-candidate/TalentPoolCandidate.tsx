import { Link as RRLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageContainer } from 'shared-kernel';
import { formatShortDate, cultureColour } from 'shared-kernel/rules';
import { usePoolCandidate } from '../../api/talent-pool';
import { POOL_CANDIDATE, TALENT_POOL } from '../../texts';
import { QueryView, slotLabel, ScoreChip } from 'shared-kernel/ui';
import { capitalise } from '../../kit/format';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function TalentPoolCandidate() {
  const { id = '' } = useParams();
  const query = usePoolCandidate(id);
  const c = query.data;
  return (
    <PageContainer
      title={c?.name ?? TALENT_POOL.title}
      subtitle={
        c
          ? [c.location, c.personalityType && POOL_CANDIDATE.personality(c.personalityType)]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
      actions={
        <>
          <Button component={RRLink} to="/talent-pool" startIcon={<ArrowBackIcon />}>
            {POOL_CANDIDATE.back}
          </Button>
          <Button variant="contained" component={RRLink} to={`/talent-pool/messages/${id}`}>
            {POOL_CANDIDATE.message}
          </Button>
        </>
      }
    >
      <QueryView query={query}>
        {(candidate) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={2}>
              <Section title={POOL_CANDIDATE.about}>
                <Typography
                  sx={{ whiteSpace: 'pre-line' }}
                  color={candidate.bio ? 'text.primary' : 'text.secondary'}
                >
                  {candidate.bio ?? POOL_CANDIDATE.noBio}
                </Typography>
              </Section>
              <Section title={POOL_CANDIDATE.experience}>
                <Typography
                  sx={{ whiteSpace: 'pre-line' }}
                  color={candidate.experience ? 'text.primary' : 'text.secondary'}
                >
                  {candidate.experience ?? POOL_CANDIDATE.noExperience}
                </Typography>
              </Section>
              <Section title={POOL_CANDIDATE.skills}>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                  {candidate.skills.map((s) => (
                    <Chip key={s} label={capitalise(s)} />
                  ))}
                </Stack>
              </Section>
            </Stack>
            <Stack spacing={2}>
              <Section title={POOL_CANDIDATE.culture}>
                {candidate.cultureScore != null ? (
                  <>
                    <ScoreChip
                      colour={cultureColour(candidate.cultureScore)}
                      label={TALENT_POOL.culture(candidate.cultureScore)}
                    />
                    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                      {candidate.cultureReasons.map((r) => (
                        <li key={r}>
                          <Typography variant="body2">{r}</Typography>
                        </li>
                      ))}
                    </Box>
                  </>
                ) : (
                  <Typography color="text.secondary">{POOL_CANDIDATE.noCulture}</Typography>
                )}
              </Section>
              <Section title={POOL_CANDIDATE.availability}>
                <Typography
                  color={candidate.availability.length ? 'text.primary' : 'text.secondary'}
                >
                  {candidate.availability.length
                    ? candidate.availability.map(slotLabel).join(', ')
                    : POOL_CANDIDATE.notAvailable}
                </Typography>
              </Section>
              <Typography variant="body2" color="text.secondary">
                {POOL_CANDIDATE.updated(formatShortDate(candidate.updatedAt))}
              </Typography>
            </Stack>
          </Box>
        )}
      </QueryView>
    </PageContainer>
  );
}
