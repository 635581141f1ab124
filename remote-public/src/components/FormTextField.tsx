import { useState, type ReactNode, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { COMMON } from '../texts';

export interface FormTextFieldProps {
  /** The input's id: its visible <label> points at it, so getByLabelText finds the field. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** From `useContractField` (shared-kernel/forms): focus goes here when the field is wrong. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  error?: string;
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  placeholder?: string;
}

/**
 * A labelled text field. The error, when there is one, replaces the helper text under the field
 * and is tied to the input by aria-describedby. `required` sets aria-required only: MUI's asterisk
 * would change the label's text.
 */
export function FormTextField({
  id,
  label,
  value,
  onChange,
  inputRef,
  onBlur,
  error,
  helperText,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  placeholder,
}: FormTextFieldProps) {
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      placeholder={placeholder}
      fullWidth
      slotProps={{ htmlInput: { 'aria-required': required || undefined } }}
    />
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<FormTextFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const { id, label, value, onChange, inputRef, onBlur, error, helperText } = props;
  const { autoComplete, autoFocus, required } = props;
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth
      slotProps={{
        htmlInput: { 'aria-required': required || undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? COMMON.hidePassword : COMMON.showPassword}
                aria-controls={id}
                aria-pressed={shown}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
