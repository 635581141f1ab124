import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type FormChecks,
} from 'shared-kernel/forms';

/** A check's messages by field path ('role', 'coreValues.0.title'). */
export type PathChecks<T> = (values: T) => Partial<Record<string, string | undefined>>;

/** Messages by dotted path as react-hook-form holds them: nested, a list's items by index. */
function nestErrors(named: [string, string][]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of named) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key, i) => {
      node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = { type: 'validate', message };
  }
  return errors;
}

/**
 * A form no contract schema checks as typed: one that sends nothing to the API (the board wizard,
 * the job-ad writer), or one whose items' messages useContractForm cannot place yet (the strategy
 * canvas: it names registered top-level fields only). react-hook-form (through shared-kernel/forms, one copy on the page) with the
 * screen's own checks, shown and cleared as in `useContractForm`: on submit, until the field
 * changes, the first wrong field focused.
 */
export function useCheckedForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  checks: FormChecks<T> | PathChecks<T>,
) {
  const resolver: Resolver<T> = async (values) => {
    const found: Partial<Record<string, string | undefined>> = checks(values);
    const named = Object.entries(found).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    if (named.length === 0) return { values, errors: {} };
    return { values: {}, errors: nestErrors(named) as FieldErrors<T> };
  };
  return useForm<T>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    defaultValues,
    resolver,
  });
}
