import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MAX_SCREENING_CHOICES, SCREENING_KINDS, type ScreeningKind } from 'shared-kernel/contract';
import { textFieldProps, useContractField } from 'shared-kernel/forms';
import { KIND_OF_QUESTION, SCREENING } from '../../texts-workflows';
import { KnockoutRuleField } from './KnockoutRuleField';
import { fittingKnockout, withKind, type ScreeningValues } from './screening-form';
import type { JobForm } from './useJobForm';

/**
 * One screening question of the job form: its text, kind, choices (a choice question's), Required
 * and its knock-out; moved up or down and removed by the list. An error about it (the form's or
 * the API's, 'screening/<n>/…') shows under the field it is about.
 */
export function ScreeningQuestionCard({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: JobForm;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const id = `screening-${index}`;
  const question = useContractField(form, `screening.${index}.question`);
  const kind = useContractField(form, `screening.${index}.kind`);
  const choices = useContractField(form, `screening.${index}.choices`);
  const required = useContractField(form, `screening.${index}.required`);
  const knockout = useContractField(form, `screening.${index}.knockout`);
  const current = (): ScreeningValues => form.getValues(`screening.${index}`);

  const changeKind = (next: ScreeningKind) => {
    form.clearErrors(`screening.${index}`);
    form.setValue(`screening.${index}`, withKind(current(), next), { shouldDirty: true });
  };
  // A removed or renamed choice takes a rule on it away (the select shows what is saved).
  const changeChoices = (next: string[]) => {
    choices.onChange(next);
    const fitting = fittingKnockout(knockout.value, kind.value, next);
    if (fitting !== knockout.value) knockout.onChange(fitting);
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={SCREENING.questionN(n)}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Typography sx={{ fontWeight: 700, flex: 1 }}>{SCREENING.questionN(n)}</Typography>
          <IconButton
            size="small"
            aria-label={SCREENING.moveUp(n)}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={SCREENING.moveDown(n)}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={SCREENING.remove(n)} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
        <TextField
          id={`${id}-question`}
          label={SCREENING.question}
          {...textFieldProps(question)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            alignItems: 'center',
          }}
        >
          <TextField
            id={`${id}-kind`}
            label={SCREENING.kind}
            select
            name={kind.name}
            value={kind.value}
            inputRef={kind.inputRef}
            onChange={(event) => changeKind(event.target.value as ScreeningKind)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {SCREENING_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_OF_QUESTION[k]}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                id={`${id}-required`}
                name={required.name}
                checked={Boolean(required.value)}
                onChange={(event) => required.onChange(event.target.checked)}
                inputRef={required.inputRef}
              />
            }
            label={SCREENING.required}
          />
        </Box>
        {kind.value === 'choice' && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {SCREENING.choices}
            </Typography>
            <Stack spacing={1}>
              {choices.value.map((choice, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    id={`${id}-choice-${i}`}
                    label={SCREENING.choiceN(i + 1)}
                    size="small"
                    value={choice}
                    inputRef={i === 0 ? choices.inputRef : undefined}
                    onChange={(event) =>
                      changeChoices(choices.value.map((c, j) => (j === i ? event.target.value : c)))
                    }
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                  <IconButton
                    aria-label={SCREENING.removeChoice(i + 1)}
                    disabled={choices.value.length <= 2}
                    onClick={() => changeChoices(choices.value.filter((_, j) => j !== i))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            {choices.error && (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
                {choices.error}
              </Typography>
            )}
            <Button
              size="small"
              startIcon={<AddIcon />}
              sx={{ mt: 1 }}
              disabled={choices.value.length >= MAX_SCREENING_CHOICES}
              onClick={() => changeChoices([...choices.value, ''])}
            >
              {SCREENING.addChoice}
            </Button>
          </Box>
        )}
        <KnockoutRuleField
          id={id}
          kind={kind.value}
          choices={choices.value}
          value={knockout.value}
          onChange={knockout.onChange}
          error={knockout.error}
          inputRef={knockout.inputRef}
        />
      </Stack>
    </Paper>
  );
}
