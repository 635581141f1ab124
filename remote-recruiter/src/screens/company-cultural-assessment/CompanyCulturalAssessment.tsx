import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PageContainer, toast } from 'shared-kernel';
import {
  formatShortDate,
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES,
  type CultureResponses,
  type PrimaryValue,
} from 'shared-kernel/rules';
import {
  useCompanyCulture,
  useSaveCompanyCulture,
  type CultureResponsesInput,
} from '../../api/culture';
import { apiErrorMessage } from 'shared-kernel/forms';
import { labelOf } from '../../kit/form';
import { COMMON } from '../../texts';
import { QueryView, Section } from 'shared-kernel/ui';
import { CULTURE_TEXTS as T } from '../../texts-company';

type SingleKey = 'workPace' | 'guestInteraction' | 'teamSize' | 'serviceApproach';
const QUESTIONS: { key: SingleKey; label: string; options: readonly string[] }[] = [
  { key: 'workPace', label: T.workPace, options: WORK_PACES },
  { key: 'guestInteraction', label: T.guestInteraction, options: GUEST_INTERACTIONS },
  { key: 'teamSize', label: T.teamSize, options: TEAM_SIZES },
  { key: 'serviceApproach', label: T.serviceApproach, options: SERVICE_APPROACHES },
];

const optionLabel = (key: SingleKey, value: string) =>
  key === 'teamSize'
    ? ((T.teamSizes as Record<string, string>)[value] ?? labelOf(value))
    : labelOf(value);

function CultureForm({ initial, updatedAt }: { initial: CultureResponses; updatedAt?: string }) {
  const [answers, setAnswers] = useState<CultureResponses>(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useSaveCompanyCulture({
    onSuccess: () => {
      toast({ title: T.saved });
    },
    onError: (error) => setAlert(apiErrorMessage(error, COMMON.networkError)),
  });
  const values = answers.primaryValues ?? [];
  const toggle = (value: PrimaryValue) =>
    setAnswers((a) => ({
      ...a,
      primaryValues: values.includes(value)
        ? values.filter((v) => v !== value)
        : [...values, value],
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.entries(answers).filter(([, v]) => (Array.isArray(v) ? v.length : v));
    if (given.length === 0) {
      setAlert(T.needOne);
      return;
    }
    setAlert(null);
    mutation.mutate(Object.fromEntries(given) as CultureResponsesInput);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {!updatedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.notYet}
        </Alert>
      )}
      {updatedAt && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.lastSaved(formatShortDate(updatedAt))}
        </Typography>
      )}
      <Section title="Your answers" id="culture-answers">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {QUESTIONS.map((q) => (
            <FormControl key={q.key}>
              <FormLabel id={`culture-${q.key}`}>{q.label}</FormLabel>
              <RadioGroup
                aria-labelledby={`culture-${q.key}`}
                value={answers[q.key] ?? ''}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.key]: e.target.value }))}
              >
                {q.options.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={optionLabel(q.key, option)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
          <FormControl component="fieldset">
            <FormLabel component="legend">{T.primaryValues}</FormLabel>
            <FormGroup>
              {PRIMARY_VALUES.map((value) => (
                <FormControlLabel
                  key={value}
                  control={
                    <Checkbox checked={values.includes(value)} onChange={() => toggle(value)} />
                  }
                  label={labelOf(value)}
                />
              ))}
            </FormGroup>
          </FormControl>
        </Box>
      </Section>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={mutation.isPending}>
        {T.save}
      </Button>
    </Box>
  );
}

/** /company-cultural-assessment: the company's culture answers that jobs are matched on. */
export default function CompanyCulturalAssessment() {
  const culture = useCompanyCulture();
  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={900}>
      {/* null: the company has not answered yet (a 404). */}
      <QueryView query={culture} allowNull>
        {(found) => (
          <CultureForm
            key={found?.updatedAt ?? 'new'}
            initial={found?.responses ?? {}}
            updatedAt={found?.updatedAt}
          />
        )}
      </QueryView>
    </PageContainer>
  );
}
