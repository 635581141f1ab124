import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { AddScorecardBodySchema, type AddScorecardBody } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { COMMON, PREPARATION } from '../../texts';
import { QueryView, Section } from 'shared-kernel/ui';
import { formatDateTime } from '../../kit/format';
import { MessageField } from '../../kit/MessageField';
import { QUESTION_BANKS } from './question-banks';

const native = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
};

type ScorecardValues = Record<Criterion, string> & {
  interviewId: string;
  recommendation: Recommendation;
  notes: string;
};

const noRatings = Object.fromEntries(SCORECARD_CRITERIA.map((c) => [c, ''])) as Record<
  Criterion,
  string
>;

/** The ratings given (a criterion left at "—" is not rated). */
const ratingsOf = (values: ScorecardValues): Partial<Record<Criterion, number>> =>
  Object.fromEntries(
    SCORECARD_CRITERIA.filter((c) => values[c]).map((c) => [c, Number(values[c])]),
  );

/** One criterion's rating, 1 to 5 or not rated. */
function RatingField({
  form,
  criterion,
}: {
  form: UseFormReturn<ScorecardValues, unknown, AddScorecardBody>;
  criterion: Criterion;
}) {
  const rating = useContractField(form, criterion);
  return (
    <TextField
      id={`scorecard-${criterion}`}
      label={PREPARATION.criteria[criterion]}
      {...textFieldProps(rating)}
      {...native}
    >
      <option value="">—</option>
      {[1, 2, 3, 4, 5].map((n) => (
        <option key={n} value={n}>
          {n} / 5
        </option>
      ))}
    </TextField>
  );
}

function ScorecardForm({
  interviews,
  preselect,
}: {
  interviews: Interview[];
  preselect: string | null;
}) {
  const initial =
    interviews.find((i) => i.applicationId === preselect)?.id ?? interviews[0]?.id ?? '';
  // POST /api/applications/:id/scorecards's schema checks what is sent, after "rate one at least"
  // (said under the first criterion, which gets focus).
  const form = useContractForm<typeof AddScorecardBodySchema, ScorecardValues>(
    AddScorecardBodySchema,
    {
      defaultValues: { ...noRatings, interviewId: initial, recommendation: 'maybe', notes: '' },
      checks: (values) => ({
        [SCORECARD_CRITERIA[0]]: Object.keys(ratingsOf(values)).length
          ? undefined
          : PREPARATION.rateAtLeastOne,
      }),
      toBody: (values) => ({
        interviewId: values.interviewId,
        ratings: ratingsOf(values),
        recommendation: values.recommendation,
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      }),
    },
  );
  const interviewId = useContractField(form, 'interviewId');
  const recommendation = useContractField(form, 'recommendation');
  const notes = useContractField(form, 'notes');
  const addScorecard = useAddScorecard();
  const { alert, onSubmit } = useFormSubmit(
    form,
    async (input, fail) => {
      const interview = interviews.find((i) => i.id === input.interviewId);
      if (!interview) return;
      try {
        await addScorecard.mutateAsync({ applicationId: interview.applicationId, input });
        toast({ title: PREPARATION.saved, description: interview.candidate.name });
        form.reset({
          ...noRatings,
          interviewId: input.interviewId,
          recommendation: input.recommendation,
          notes: '',
        });
      } catch (error) {
        fail(error);
      }
    },
    { networkMessage: COMMON.networkError },
  );

  if (!interviews.length)
    return <Typography color="text.secondary">{PREPARATION.noInterviews}</Typography>;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <TextField
          id="scorecard-interview"
          label={PREPARATION.interview}
          {...textFieldProps(interviewId)}
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
            <RatingField key={c} form={form} criterion={c} />
          ))}
          <TextField
            id="scorecard-recommendation"
            label={PREPARATION.recommendation}
            {...textFieldProps(recommendation)}
            {...native}
          >
            {Object.entries(PREPARATION.recommendations).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        </Box>
        <MessageField
          id="scorecard-notes"
          label={PREPARATION.notes}
          field={notes}
          maxLength={5000}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-end' }}
        >
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
          <Section title={PREPARATION.scorecard} id="scorecard" gutterBottom={false}>
            <QueryView query={interviews}>
              {() => <ScorecardForm interviews={rateable} preselect={params.get('application')} />}
            </QueryView>
          </Section>
          <Section title={PREPARATION.recent} id="recent" gutterBottom={false}>
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
          </Section>
        </Stack>
      </Box>
    </PageContainer>
  );
}
