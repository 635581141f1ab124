import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EmptyState, PageContainer, toast } from 'shared-kernel';
import { formatShortDate } from 'shared-kernel/rules';
import { useInterviews, type Interview } from '../../api/interviews';
import {
  SCORECARD_CRITERIA,
  useAddScorecard,
  useScorecards,
  type Criterion,
  type Recommendation,
} from '../../api/scorecards';
import { PREPARATION } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { messageOf } from '../../kit/errors';
import { formatDateTime } from '../../kit/format';
import { QUESTION_BANKS } from './question-banks';

const native = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
};

function ScorecardForm({
  interviews,
  preselect,
}: {
  interviews: Interview[];
  preselect: string | null;
}) {
  const initial =
    interviews.find((i) => i.applicationId === preselect)?.id ?? interviews[0]?.id ?? '';
  const [interviewId, setInterviewId] = useState(initial);
  const [ratings, setRatings] = useState<Partial<Record<Criterion, string>>>({});
  const [recommendation, setRecommendation] = useState<Recommendation>('maybe');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const addScorecard = useAddScorecard();
  const interview = interviews.find((i) => i.id === interviewId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(
      Object.entries(ratings)
        .filter(([, v]) => v)
        .map(([k, v]) => [k, Number(v)]),
    ) as Partial<Record<Criterion, number>>;
    if (!Object.keys(given).length) {
      setError(PREPARATION.rateAtLeastOne);
      document.getElementById('scorecard-hospitality')?.focus();
      return;
    }
    if (!interview) return;
    setPending(true);
    setError(null);
    try {
      await addScorecard.mutateAsync({
        applicationId: interview.applicationId,
        input: {
          interviewId: interview.id,
          ratings: given,
          recommendation,
          ...(notes.trim() ? { notes: notes.trim() } : {}),
        },
      });
      toast({ title: PREPARATION.saved, description: interview.candidate.name });
      setRatings({});
      setNotes('');
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setPending(false);
    }
  };

  if (!interviews.length)
    return <Typography color="text.secondary">{PREPARATION.noInterviews}</Typography>;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          id="scorecard-interview"
          label={PREPARATION.interview}
          value={interviewId}
          onChange={(e) => setInterviewId(e.target.value)}
          fullWidth
          {...native}
        >
          {interviews.map((i) => (
            <option key={i.id} value={i.id}>
              {i.candidate.name} — {i.job.title} — {formatDateTime(i.startsAt)}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {SCORECARD_CRITERIA.map((c) => (
            <TextField
              key={c}
              id={`scorecard-${c}`}
              label={PREPARATION.criteria[c]}
              value={ratings[c] ?? ''}
              onChange={(e) => setRatings((r) => ({ ...r, [c]: e.target.value }))}
              {...native}
            >
              <option value="">—</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n} / 5
                </option>
              ))}
            </TextField>
          ))}
          <TextField
            id="scorecard-recommendation"
            label={PREPARATION.recommendation}
            value={recommendation}
            onChange={(e) => setRecommendation(e.target.value as Recommendation)}
            {...native}
          >
            {Object.entries(PREPARATION.recommendations).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        </Box>
        <TextField
          id="scorecard-notes"
          label={PREPARATION.notes}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-end' }}>
          {PREPARATION.save}
        </Button>
      </Stack>
    </Box>
  );
}

export default function InterviewPreparation() {
  const [params] = useSearchParams();
  const interviews = useInterviews();
  const scorecards = useScorecards();
  const rateable = useMemo(
    () =>
      interviews.data
        ? [...interviews.data.past, ...interviews.data.upcoming].filter(
            (i) => i.status !== 'cancelled',
          )
        : [],
    [interviews.data],
  );

  return (
    <PageContainer title={PREPARATION.title} subtitle={PREPARATION.subtitle}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="banks-heading">
          <Typography id="banks-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {PREPARATION.questionBanks}
          </Typography>
          {QUESTION_BANKS.map((bank) => (
            <Accordion key={bank.role} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{bank.role}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                  {bank.questions.map((q) => (
                    <li key={q.question}>
                      <Typography>{q.question}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {q.listenFor}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
        <Stack spacing={3}>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            component="section"
            aria-labelledby="scorecard-heading"
          >
            <Typography id="scorecard-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
              {PREPARATION.scorecard}
            </Typography>
            <QueryView query={interviews}>
              {() => <ScorecardForm interviews={rateable} preselect={params.get('application')} />}
            </QueryView>
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            component="section"
            aria-labelledby="recent-heading"
          >
            <Typography id="recent-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              {PREPARATION.recent}
            </Typography>
            <QueryView query={scorecards}>
              {(page) =>
                page.items.length === 0 ? (
                  <EmptyState title={PREPARATION.noScorecards} />
                ) : (
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {page.items.map((card) => (
                      <li key={card.id}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {card.candidate.name} — {card.job.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {PREPARATION.recommendations[card.recommendation]}
                          {card.average != null
                            ? ` · ${PREPARATION.average(card.average)}`
                            : ''} · {formatShortDate(card.createdAt)}
                          {card.author ? ` · ${PREPARATION.by(card.author.name)}` : ''}
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                )
              }
            </QueryView>
          </Paper>
        </Stack>
      </Box>
    </PageContainer>
  );
}
