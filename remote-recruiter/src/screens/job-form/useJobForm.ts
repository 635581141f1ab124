import { useState, type BaseSyntheticEvent } from 'react';
import { ApiError } from 'shared-kernel';
import { CreateJobBodySchema } from 'shared-kernel/contract';
import { applyApiError, useContractForm } from 'shared-kernel/forms';
import type { JobInput } from '../../api/jobs';
import { COMMON, JOB_FORM } from '../../texts';
import { checkJobForm, jobInputOf, type JobFormValues } from './job-form-model';

/** A failed save that is not one field's; the plan's open-jobs limit gets a way to upgrade. */
export type JobFormAlertState = { message: string; planLimit: boolean };

/**
 * The job form (shared-kernel/forms): react-hook-form over the contract's job body schema
 * (`CreateJobBodySchema`; PATCH takes the same full body), after the form's own checks. `save`
 * runs a call with the body: a wrong field gets its message and focus, an API error naming a
 * field goes under it (`applyApiError`), anything else (the plan's open-jobs limit, a network
 * failure) shows as the alert. What was typed is never cleared.
 */
export function useJobForm(defaultValues: JobFormValues) {
  const form = useContractForm<typeof CreateJobBodySchema, JobFormValues>(CreateJobBodySchema, {
    defaultValues,
    checks: (values) => checkJobForm(values),
    toBody: jobInputOf,
    labels: JOB_FORM.fields,
  });
  const [alert, setAlert] = useState<JobFormAlertState | null>(null);

  async function save<T>(
    call: (input: JobInput) => Promise<T>,
    event?: BaseSyntheticEvent,
  ): Promise<T | null> {
    setAlert(null);
    let saved: T | null = null;
    await form.handleSubmit(async (input) => {
      try {
        saved = await call(input);
      } catch (error) {
        const message = applyApiError(form, error, { networkMessage: COMMON.networkError });
        if (message === null) return;
        const planLimit =
          error instanceof ApiError && error.status === 409 && /plan/i.test(error.message);
        setAlert({ message, planLimit });
      }
    })(event);
    return saved as T | null;
  }

  return { form, alert, save, pending: form.formState.isSubmitting };
}

export type JobForm = ReturnType<typeof useJobForm>['form'];
