import { useState, type BaseSyntheticEvent } from 'react';
import { ApiError } from 'shared-kernel';
import { CreateJobBodySchema } from 'shared-kernel/contract';
import { applyApiError, useContractForm, type Path } from 'shared-kernel/forms';
import type { Job, JobInput } from '../../api/jobs';
import { COMMON, JOB_FORM } from '../../texts';
import { checkJobForm, jobInputOf, type JobField, type JobFormValues } from './job-form-model';
import { SCREENING } from '../../texts-workflows';
import { checkScreening, screeningFieldOf } from './screening-form';

/** The API's `tips` errors go under the average when they are about it, else under the kind. */
function tipsFieldOf(field: string, error: unknown): JobField | undefined {
  if (!field.startsWith('tips')) return undefined;
  const aboutAverage = error instanceof ApiError && /average/i.test(error.message);
  return aboutAverage || field === 'tips.averagePerHour' ? 'tipsAverage' : 'tipsKind';
}

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
    labels: { ...JOB_FORM.fields, screening: SCREENING.title },
  });
  const [alert, setAlert] = useState<JobFormAlertState | null>(null);

  async function save<T>(
    call: (input: JobInput) => Promise<T>,
    event?: BaseSyntheticEvent,
  ): Promise<T | null> {
    setAlert(null);
    let saved: T | null = null;
    // The questions' own checks name the question's field (the schema's would name the list).
    const problems = checkScreening(form.getValues('screening'));
    await form.handleSubmit(async (input) => {
      if (problems.length > 0) return;
      try {
        saved = await call(input);
      } catch (error) {
        // An error about a question ('screening/2/knockout') goes under that question.
        const message = applyApiError(form, error, {
          networkMessage: COMMON.networkError,
          fieldOf: (field) =>
            (tipsFieldOf(field, error) ?? screeningFieldOf(field)) as
              Path<JobFormValues> | undefined,
        });
        if (message === null) return;
        const planLimit =
          error instanceof ApiError && error.status === 409 && /plan/i.test(error.message);
        setAlert({ message, planLimit });
      }
    })(event);
    if (problems.length > 0) {
      form.clearErrors('screening.root' as Path<JobFormValues>);
      problems.forEach(([field, message], i) =>
        form.setError(
          field as Path<JobFormValues>,
          { type: 'validate', message },
          { shouldFocus: i === 0 && Object.keys(form.formState.errors).length === 0 },
        ),
      );
    }
    return saved as T | null;
  }

  /**
   * After a save the form keeps editing: each question takes the id the API gave it (the list
   * comes back in the order sent), so the next save keeps it and its answers.
   */
  function keepQuestionIds(saved: Pick<Job, 'screening'>) {
    const questions = form.getValues('screening');
    form.setValue(
      'screening',
      questions.map((q, i) => ({ ...q, id: saved.screening[i]?.id ?? q.id })),
    );
  }

  return { form, alert, save, keepQuestionIds, pending: form.formState.isSubmitting };
}

export type JobForm = ReturnType<typeof useJobForm>['form'];
