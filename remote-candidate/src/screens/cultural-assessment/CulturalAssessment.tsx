import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, PageContainer, toast } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
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
import { useCandidateCulture, useSaveCandidateCulture } from '../../api/assessments';
import { CULTURE, CULTURE_OPTION_LABELS } from '../../texts';

type SingleField = 'workPace' | 'guestInteraction' | 'teamSize' | 'serviceApproach';
type Field = SingleField | 'primaryValues';

const SINGLE_FIELDS: { field: SingleField; options: readonly string[] }[] = [
  { field: 'workPace', options: WORK_PACES },
  { field: 'guestInteraction', options: GUEST_INTERACTIONS },
  { field: 'teamSize', options: TEAM_SIZES },
  { field: 'serviceApproach', options: SERVICE_APPROACHES },
];

const FIELD_ORDER: Field[] = [...SINGLE_FIELDS.map((f) => f.field), 'primaryValues'];

/** The first unanswered field, or null: every answer of spec section 3 is asked for. */
export function firstMissing(answers: CultureResponses): Field | null {
  for (const field of FIELD_ORDER) {
    const value = answers[field];
    if (Array.isArray(value) ? value.length === 0 : !value) return field;
  }
  return null;
}

export default function CulturalAssessment() {
  const navigate = useNavigate();
  const stored = useCandidateCulture();
  const [answers, setAnswers] = useState<CultureResponses>({});
  const [errorField, setErrorField] = useState<Field | null>(null);
  const filled = useRef(false);

  useEffect(() => {
    if (!filled.current && stored.data) {
      filled.current = true;
      setAnswers(stored.data.responses);
    }
  }, [stored.data]);

  const save = useSaveCandidateCulture({
    onSuccess: () => {
      toast({ title: CULTURE.saved, description: CULTURE.savedText });
      navigate('/assessments?tab=culture');
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.field?.split('.').pop() : undefined;
      if (field && (FIELD_ORDER as string[]).includes(field)) setErrorField(field as Field);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = firstMissing(answers);
    setErrorField(missing);
    if (missing) {
      document.getElementById(`culture-${missing}`)?.querySelector('input')?.focus();
      return;
    }
    save.mutate(answers);
  };

  const set = <F extends Field>(field: F, value: CultureResponses[F]) => {
    setAnswers((old) => ({ ...old, [field]: value }));
    if (errorField === field) setErrorField(null);
  };

  const body = (
    <QueryView query={stored} errorTitle={CULTURE.loadFailed} allowNull>
      {(data) => {
        return (
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={3}>
              {data?.updatedAt && (
                <Typography color="text.secondary">
                  {CULTURE.lastSaved(formatShortDate(data.updatedAt))}
                </Typography>
              )}
              {save.isError && (
                <Alert severity="error">
                  {CULTURE.saveFailed}: {(save.error as Error).message}
                </Alert>
              )}
              {SINGLE_FIELDS.map(({ field, options }) => {
                const labels = CULTURE_OPTION_LABELS[field] as Record<string, string>;
                const labelId = `culture-${field}-label`;
                return (
                  <Card variant="outlined" key={field}>
                    <CardContent>
                      <FormControl error={errorField === field} required id={`culture-${field}`}>
                        <FormLabel id={labelId}>
                          <Typography variant="h6" component="span" color="text.primary">
                            {CULTURE[field]}
                          </Typography>
                        </FormLabel>
                        <RadioGroup
                          aria-labelledby={labelId}
                          aria-describedby={
                            errorField === field ? `culture-${field}-error` : undefined
                          }
                          name={field}
                          value={answers[field] ?? ''}
                          onChange={(event) => set(field, event.target.value as never)}
                        >
                          {options.map((option) => (
                            <FormControlLabel
                              key={option}
                              value={option}
                              control={<Radio />}
                              label={labels[option]}
                            />
                          ))}
                        </RadioGroup>
                        {errorField === field && (
                          <FormHelperText error id={`culture-${field}-error`}>
                            {CULTURE.required(CULTURE[field])}
                          </FormHelperText>
                        )}
                      </FormControl>
                    </CardContent>
                  </Card>
                );
              })}
              <Card variant="outlined">
                <CardContent>
                  <FormControl
                    component="fieldset"
                    error={errorField === 'primaryValues'}
                    required
                    id="culture-primaryValues"
                  >
                    <FormLabel component="legend">
                      <Typography variant="h6" component="span" color="text.primary">
                        {CULTURE.primaryValues}
                      </Typography>
                    </FormLabel>
                    <FormHelperText error={false} sx={{ mx: 0 }}>
                      {CULTURE.valuesHint}
                    </FormHelperText>
                    <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                      {PRIMARY_VALUES.map((value) => {
                        const chosen = answers.primaryValues ?? [];
                        return (
                          <FormControlLabel
                            key={value}
                            control={
                              <Checkbox
                                checked={chosen.includes(value)}
                                onChange={(event) =>
                                  set(
                                    'primaryValues',
                                    event.target.checked
                                      ? [...chosen, value]
                                      : chosen.filter((v: PrimaryValue) => v !== value),
                                  )
                                }
                              />
                            }
                            label={CULTURE_OPTION_LABELS.primaryValues[value]}
                          />
                        );
                      })}
                    </FormGroup>
                    {errorField === 'primaryValues' && (
                      <FormHelperText error sx={{ mx: 0 }}>
                        {CULTURE.required(CULTURE.primaryValues)}
                      </FormHelperText>
                    )}
                  </FormControl>
                </CardContent>
              </Card>
              <Box>
                <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
                  {CULTURE.save}
                </Button>
              </Box>
            </Stack>
          </Box>
        );
      }}
    </QueryView>
  );

  return (
    <PageContainer title={CULTURE.title} subtitle={CULTURE.subtitle} maxWidth={760}>
      {body}
    </PageContainer>
  );
}
