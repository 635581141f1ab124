import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { textFieldProps, type ContractTextField } from 'shared-kernel/forms';

/**
 * A message or note written to someone, as a contract form's field: multiline, full width, no
 * longer than the API takes (the browser stops typing there), its error under it.
 */
export function MessageField({
  id,
  label,
  field,
  maxLength,
  minRows = 3,
  required,
  sx,
}: {
  id: string;
  label: string;
  field: ContractTextField;
  maxLength: number;
  minRows?: number;
  required?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      id={id}
      label={label}
      {...textFieldProps(field)}
      required={required}
      multiline
      minRows={minRows}
      fullWidth
      sx={sx}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
