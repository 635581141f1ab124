import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ContractTextField } from 'shared-kernel/forms';

/** A radio group's options for one contract field: focus (on a wrong answer) goes to the first. */
export function RadioOptions({
  options,
  field,
}: {
  options: { value: string; label: string }[];
  field: ContractTextField;
}) {
  return options.map((option, i) => (
    <FormControlLabel
      key={option.value}
      value={option.value}
      control={<Radio inputRef={i === 0 ? field.inputRef : undefined} />}
      label={option.label}
    />
  ));
}

/**
 * One question of a contract form answered by one choice (`useContractField`'s field): its label,
 * its options, and its message under it, tied to the group. Focus goes to the first option.
 * Ids: `${id}` (the control), `${id}-label`, `${id}-error`.
 */
export function RadioQuestion({
  id,
  name,
  field,
  label,
  labelSx,
  options,
  required,
  before,
}: {
  id: string;
  name: string;
  field: ContractTextField;
  label: ReactNode;
  labelSx?: SxProps<Theme>;
  options: { value: string; label: string }[];
  required?: boolean;
  /** Shown above the label (the question's category). */
  before?: ReactNode;
}) {
  return (
    <FormControl error={Boolean(field.error)} required={required} id={id}>
      {before}
      <FormLabel id={`${id}-label`} sx={labelSx}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={field.error ? `${id}-error` : undefined}
        name={name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <RadioOptions options={options} field={field} />
      </RadioGroup>
      {field.error && (
        <FormHelperText error id={`${id}-error`}>
          {field.error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
