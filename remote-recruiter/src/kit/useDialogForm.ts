import { useState } from 'react';
import {
  applyApiError,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'shared-kernel/forms';
import { COMMON } from '../texts';

/**
 * A dialog form on react-hook-form: its values, errors and alert, the props of its text fields
 * (ids are `${idPrefix}-${field}`) and a `save` that keeps what was typed on failure. A failed
 * call goes through shared-kernel's one mapper (`applyApiError`): an API field named in
 * `apiFields` goes under that form field, anything else in the alert.
 */
export function useDialogForm<K extends string>(
  idPrefix: string,
  initial: Record<K, string> | (() => Record<K, string>),
) {
  type Values = Record<K, string> & FieldValues;
  const [defaults] = useState(initial);
  const form = useForm<Values>({ defaultValues: defaults as DefaultValues<Values> });
  const values = form.watch() as Record<K, string>;
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = (field: K) => `${idPrefix}-${field}`;
  const path = (field: K) => field as unknown as Path<Values>;
  const messageOf = (field: K) => errors[field]?.message as string | undefined;

  /** The form's own checks: a message per wrong field (replacing the ones shown). */
  const setErrors = (found: Partial<Record<K, string>>) => {
    form.clearErrors();
    for (const [field, message] of Object.entries(found) as [K, string | undefined][])
      if (message) form.setError(path(field), { type: 'validate', message });
  };

  const update = (field: K, value: string) => {
    form.setValue(path(field), value as PathValue<Values, Path<Values>>);
    if (errors[field]) form.clearErrors(path(field));
  };
  const change = (field: K) => (event: { target: { value: string } }) =>
    update(field, event.target.value);

  const text = (field: K, label: string, extra: object = {}) => ({
    id: id(field),
    label,
    value: values[field],
    onChange: change(field),
    error: Boolean(messageOf(field)),
    helperText: messageOf(field),
    fullWidth: true,
    ...extra,
  });

  const save = async (run: () => Promise<void>, apiFields: Record<string, K>) => {
    setPending(true);
    try {
      await run();
    } catch (error) {
      setAlert(
        applyApiError(form, error, {
          fieldOf: (apiField) => (apiFields[apiField] ? path(apiFields[apiField]) : undefined),
          networkMessage: COMMON.networkError,
        }),
      );
    } finally {
      setPending(false);
    }
  };

  return { values, errors, setErrors, alert, setAlert, update, change, pending, id, text, save };
}
