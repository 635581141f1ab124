import type { ReactNode, Ref } from 'react';

/** Messages shown under fields, by field key. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A field of a contract form (`useContractField`, shared-kernel/forms) holding text. */
interface ContractTextField<V extends string> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * An MUI TextField's props for a contract form's field: its value, a change that clears its
 * message, the message under it (else `helperText`) and the ref focus goes to when it is wrong.
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

export const looksLikeUrl = (value: string) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim());
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** A label from a vocabulary value: 'full_time' → 'Full time'. */
export const labelOf = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
