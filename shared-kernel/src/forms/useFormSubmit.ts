import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyApiError, type ApplyApiErrorOptions } from './apply-api-error';

type Fail = (error: unknown) => void;

/** A TanStack mutation, or any call given the body and the `onError` to report a failure to. */
export type FormSend<B> =
  { mutate(body: B, options: { onError: Fail }): void } | ((body: B, fail: Fail) => unknown);

/**
 * A form's submit and its alert, one way for every form: submitting clears the alert and, once
 * the form's checks pass, hands the body to `send` (a mutation, or a call given `fail`); a
 * failed call's message goes under its field or in the alert (`applyApiError`).
 */
export function useFormSubmit<T extends FieldValues, B>(
  form: UseFormReturn<T, unknown, B>,
  send: FormSend<B>,
  options: ApplyApiErrorOptions<T> = {},
) {
  const [alert, setAlert] = useState<string | null>(null);
  const fail: Fail = (error) => setAlert(applyApiError(form, error, options));
  // A send that returns a promise keeps `formState.isSubmitting` until it settles.
  const submit = form.handleSubmit(async (body) => {
    await (typeof send === 'function' ? send(body, fail) : send.mutate(body, { onError: fail }));
  });
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setAlert(null);
    void submit(event);
  };
  return { alert, setAlert, fail, onSubmit };
}
