import { useState } from 'react';
import { useFormState, type FieldErrors } from '../../company-kit/form';
import { fieldOf, messageOf } from './errors';

/**
 * A dialog form: its values, errors and alert, the props of its text fields (ids are
 * `${idPrefix}-${field}`) and a `save` that keeps what was typed on failure — a 400 naming one of
 * `apiFields` goes under that form field, anything else in the alert.
 */
export function useDialogForm<K extends string>(
  idPrefix: string,
  initial: Record<K, string> | (() => Record<K, string>),
) {
  const form = useFormState<K>(initial);
  const { values, errors, change, setErrors, setAlert } = form;
  const [pending, setPending] = useState(false);
  const id = (field: K) => `${idPrefix}-${field}`;

  const text = (field: K, label: string, extra: object = {}) => ({
    id: id(field),
    label,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
    ...extra,
  });

  const save = async (run: () => Promise<void>, apiFields: Record<string, K>) => {
    setPending(true);
    try {
      await run();
    } catch (error) {
      const field = fieldOf(error, Object.keys(apiFields));
      if (field) setErrors({ [apiFields[field]]: messageOf(error) } as FieldErrors<K>);
      else setAlert(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return { ...form, pending, id, text, save };
}
