import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { textFieldProps, type ContractTextField } from './text-field-props';

export interface FormTextFieldProps extends ContractTextField {
  /** The input's id (and name): its visible <label> points at it, so getByLabelText finds it. */
  id: string;
  label: string;
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Shown at the input's end (the password field's show/hide button). */
  endAdornment?: ReactNode;
}

/**
 * A labelled text field of a contract form, full width. The error, when there is one, replaces
 * the helper text under the field and is tied to the input by aria-describedby. `required` sets
 * aria-required only: MUI's asterisk would change the label's text.
 */
export function FormTextField({
  id,
  label,
  helperText,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  placeholder,
  endAdornment,
  ...field
}: FormTextFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      {...textFieldProps(field, helperText)}
      name={id}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      placeholder={placeholder}
      fullWidth
      slotProps={{
        htmlInput: { 'aria-required': required || undefined },
        input: endAdornment ? { endAdornment } : undefined,
      }}
    />
  );
}
