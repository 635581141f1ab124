import type { ReactNode, Ref } from 'react';

/** A field of a contract form (`useContractField`) holding text. */
export interface ContractTextField<V extends string = string> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * The one adapter from a contract form's field to an MUI TextField's props: its value, a change
 * that clears its message, the message under it (else `helperText`) and the ref focus goes to
 * when it is wrong. Spread into a TextField with the screen's own props (label, multiline…).
 */
export function textFieldProps<V extends string>(
  field: ContractTextField<V>,
  helperText?: ReactNode,
) {
  return {
    name: field.name,
    value: field.value,
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value as V),
    onBlur: field.onBlur,
    inputRef: field.inputRef,
    error: Boolean(field.error),
    helperText: field.error ?? helperText,
  };
}
