import { useState } from 'react';
import { ApiError } from 'shared-kernel';
import { JOB_FORM } from '../../texts';
import { messageOf } from '../../kit/errors';
import {
  checkJobForm,
  formFieldOf,
  JOB_FIELDS,
  type JobFormErrors,
  type JobFormValues,
} from './job-form-model';
import { jobFieldId } from './JobFormFields';

/**
 * The form's errors and alerts around a save: checks first (focusing the first field with a
 * message), then the call; a 400 naming a field goes under it, a 409 (the plan's open-jobs limit,
 * a past closing date) shows as an alert. What was typed is never cleared.
 */
export function useJobSave() {
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [alert, setAlert] = useState<{ message: string; planLimit: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const focusFirst = (found: JobFormErrors) => {
    const first = JOB_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(jobFieldId(first))?.focus();
  };

  async function run<T>(values: JobFormValues, call: () => Promise<T>): Promise<T | null> {
    const found = checkJobForm(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) {
      focusFirst(found);
      return null;
    }
    setPending(true);
    try {
      return await call();
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400 ? formFieldOf(error.field) : null;
      if (field) {
        const next = { [field]: error instanceof Error ? error.message : '' };
        setErrors(next);
        focusFirst(next);
      } else {
        const planLimit =
          error instanceof ApiError && error.status === 409 && /plan/i.test(error.message);
        setAlert({ message: messageOf(error), planLimit });
      }
      return null;
    } finally {
      setPending(false);
    }
  }

  const clearError = (field: keyof JobFormValues) =>
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  return { errors, alert, pending, run, clearError, fixFields: JOB_FORM.fixFields };
}
