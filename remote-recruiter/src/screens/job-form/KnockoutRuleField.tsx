import type { Ref } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreeningKind } from 'shared-kernel/contract';
import { SCREENING, YES_NO } from '../../texts-workflows';
import { NO_KNOCKOUT, type KnockoutValues } from './screening-form';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * A question's knock-out, as its kind allows: for yes/no the answer (Yes or No) that rules out,
 * for a choice one of its choices, for a number below / above a value, none for text. "No rule"
 * keeps everyone in.
 */
export function KnockoutRuleField({
  id,
  kind,
  choices,
  value,
  onChange,
  error,
  inputRef,
}: {
  /** The field's id (unique on the page). */
  id: string;
  kind: ScreeningKind;
  choices: string[];
  value: KnockoutValues;
  onChange: (value: KnockoutValues) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  if (kind === 'text')
    return (
      <Typography variant="body2" color="text.secondary">
        {SCREENING.textNoKnockout}
      </Typography>
    );

  if (kind === 'number')
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          id={`${id}-rule`}
          label={SCREENING.knockoutNumber}
          select
          value={value.rule}
          onChange={(event) => {
            const rule = event.target.value as KnockoutValues['rule'];
            onChange(rule === 'none' ? NO_KNOCKOUT : { rule, value: value.value });
          }}
          error={Boolean(error) && value.rule === 'none'}
          slotProps={nativeSelect}
          sx={{ minWidth: 200 }}
        >
          <option value="none">{SCREENING.noKnockout}</option>
          <option value="below">{SCREENING.below}</option>
          <option value="above">{SCREENING.above}</option>
        </TextField>
        {value.rule !== 'none' && (
          <TextField
            id={`${id}-value`}
            label={SCREENING.knockoutValue}
            type="number"
            value={value.value}
            onChange={(event) => onChange({ rule: value.rule, value: event.target.value })}
            inputRef={inputRef}
            error={Boolean(error)}
            helperText={error}
            sx={{ maxWidth: { sm: 160 } }}
          />
        )}
      </Stack>
    );

  // yes/no and choice: the answer that rules out, or none.
  const answers: [string, string][] =
    kind === 'yes_no'
      ? [
          ['yes', YES_NO.yes],
          ['no', YES_NO.no],
        ]
      : [...new Set(choices.map((c) => c.trim()).filter(Boolean))].map((c): [string, string] => [
          c,
          c,
        ]);
  return (
    <TextField
      id={`${id}-equals`}
      label={SCREENING.knockout}
      select
      value={value.rule === 'equals' ? value.value : ''}
      onChange={(event) =>
        onChange(event.target.value ? { rule: 'equals', value: event.target.value } : NO_KNOCKOUT)
      }
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
      slotProps={nativeSelect}
      sx={{ minWidth: 240 }}
    >
      <option value="">{SCREENING.noKnockout}</option>
      {answers.map(([answer, label]) => (
        <option key={answer} value={answer}>
          {label}
        </option>
      ))}
    </TextField>
  );
}
