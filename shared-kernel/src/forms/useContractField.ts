import {
  useController,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * What a text field of a contract form needs (MUI's TextField or a screen's own field component):
 * its value, a change that clears the field's message, its message, and the ref focus goes to.
 */
export function useContractField<T extends FieldValues, N extends FieldPath<T>, B = T>(
  form: Pick<UseFormReturn<T, unknown, B>, 'control' | 'clearErrors'>,
  name: N,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    name: field.name,
    value: (field.value ?? '') as PathValue<T, N>,
    onChange: (value: PathValue<T, N>) => {
      field.onChange(value);
      if (fieldState.error) form.clearErrors(name);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}
