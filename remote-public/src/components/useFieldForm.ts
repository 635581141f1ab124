import { useState, type FormEvent } from 'react';
import { focusFirstError, type FieldErrors } from './form';

/**
 * The state a form with field messages keeps: its values, the message under each field and the
 * message in its Alert. `change(field)` sets a value and clears that field's message;
 * `submitWith(send)` checks the values, shows what is wrong and focuses the first field with a
 * message, or sends the values.
 */
export function useFieldForm<K extends string, V extends Record<K, string>, A = string>({
  initial,
  fields,
  idOf,
  validate,
}: {
  initial: V;
  fields: readonly K[];
  idOf: (field: K) => string;
  validate: (values: V) => FieldErrors<K>;
}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [alert, setAlert] = useState<A | null>(null);

  /** A message from the server under one field, with focus moved to it. */
  const showFieldError = (field: K, message: string) => {
    const next = { [field]: message } as FieldErrors<K>;
    setErrors(next);
    focusFirstError(next, fields, idOf);
  };

  const change = (field: K) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submitWith = (send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, fields, idOf);
      return;
    }
    send(values);
  };

  return { values, setValues, errors, alert, setAlert, showFieldError, change, submitWith };
}
