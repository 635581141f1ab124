import { toNestErrors } from '@hookform/resolvers';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { Static, TObject } from 'typebox';
import type { TValidationError } from 'typebox/error';
import { Value } from 'typebox/value';
import { fieldLabel, formFieldOf, pathOf, schemaErrorMessage } from './schema-messages';

/**
 * The form's own checks, with its own words: a message per field that is wrong, or nothing. A
 * field is named by its path as react-hook-form registers it ('role', 'coreValues.0.title').
 */
export type FormChecks<T> = (
  values: T,
) => Partial<Record<(keyof T & string) | `${string}.${string}`, string | undefined>>;

export type ContractFormOptions<S extends TObject, T extends FieldValues> = Omit<
  UseFormProps<T, unknown, Static<S>>,
  'resolver' | 'defaultValues'
> & {
  defaultValues: DefaultValues<T>;
  /**
   * Checks in the screen's words, run before the schema ('First name is required', the password
   * rule): a field they name shows that message; when they pass, the contract's schema decides.
   */
  checks?: FormChecks<T>;
  /**
   * The request body from the form's values (trimmed, with what the form does not show, such as
   * the user type); the schema checks it, and `handleSubmit` hands it on. Default: the values.
   */
  toBody?: (values: T) => Static<S>;
  /**
   * Schema keywords the form leaves to the API, whose 400 names the field in the API's words
   * (default `['format']`: 'sam@' reaches the API, which says what an e-mail address looks like).
   */
  leaveToApi?: readonly string[];
  /**
   * The form's labels by field ('salaryMax' → 'Salary max', from the screen's texts): a value the
   * schema refuses is named with them. A field without one is named from its key.
   */
  labels?: Partial<Record<string, string>>;
};

/** TypeBox names every missing property in one error: one error per missing field instead. */
type PathError = { path: string; error: TValidationError };

function oneErrorPerField(errors: TValidationError[]): PathError[] {
  return errors.flatMap((error): PathError[] =>
    error.keyword === 'required'
      ? error.params.requiredProperties.map((property) => ({
          path: [pathOf(error.instancePath), property].filter(Boolean).join('.'),
          error,
        }))
      : [{ path: pathOf(error.instancePath), error }],
  );
}

/**
 * The schema's errors as the form shows them: under the registered field each is about (an item
 * of a list under the list), the first error of each field only (for a value-or-null field, the
 * value's rule rather than "must be null"), in words naming the field. A field whose first error
 * is a keyword left to the API shows nothing: the API's 400 will name it.
 */
export function formErrorsOf(
  errors: TValidationError[],
  {
    isField,
    labels = {},
    leaveToApi,
  }: {
    isField: (name: string) => boolean;
    labels?: Partial<Record<string, string>>;
    leaveToApi: readonly string[];
  },
): Record<string, FieldError> {
  const byField: Record<string, FieldError> = {};
  const seen = new Set<string>();
  for (const { path, error } of oneErrorPerField(errors)) {
    const field = formFieldOf(path, isField);
    if (seen.has(field)) continue;
    seen.add(field);
    if (leaveToApi.includes(error.keyword)) continue;
    const label = labels[field] ?? fieldLabel(field);
    const ofItem = path !== field && error.keyword !== 'required';
    byField[field] = { type: error.keyword, message: schemaErrorMessage(error, label, ofItem) };
  }
  return byField;
}

/** A form whose values reach no one contract body (a wizard that sends nothing, a dialog that
 * builds its body in steps): its own checks alone decide. */
export type CheckedFormOptions<T extends FieldValues> = Omit<
  UseFormProps<T>,
  'resolver' | 'defaultValues'
> & {
  defaultValues: DefaultValues<T>;
  checks: FormChecks<T>;
};

/**
 * One way to build a form (issue 17): react-hook-form validated by the contract's TypeBox schema
 * (the one the API validates the request with), after the form's own `checks`. `handleSubmit`
 * gives the request body. Errors show on submit and stay until their field changes
 * (`useContractField` clears them); the first wrong field gets focus. A failed call goes through
 * `applyApiError`. With `null` for the schema, the form's checks alone decide and `handleSubmit`
 * gives the values.
 */
export function useContractForm<T extends FieldValues>(
  schema: null,
  options: CheckedFormOptions<T>,
): UseFormReturn<T>;
export function useContractForm<S extends TObject, T extends FieldValues = Static<S> & FieldValues>(
  schema: S,
  options: ContractFormOptions<S, T>,
): UseFormReturn<T, unknown, Static<S>>;
export function useContractForm<S extends TObject, T extends FieldValues>(
  schema: S | null,
  {
    checks,
    toBody,
    leaveToApi = ['format'],
    labels,
    ...options
  }: ContractFormOptions<S, T> | (CheckedFormOptions<T> & Partial<ContractFormOptions<S, T>>),
) {
  const resolver: Resolver<T, unknown, Static<S>> = async (values, _context, resolverOptions) => {
    const found: Partial<Record<string, string | undefined>> = checks?.(values) ?? {};
    const named = Object.entries(found).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    if (named.length > 0) {
      // Each message on its path as react-hook-form holds errors ('coreValues.0.title' nested, a
      // list's own message on the list, where its screen reads it).
      const errors: FieldErrors<T> = {};
      for (const [path, message] of named) set(errors, path, { type: 'validate', message });
      return { values: {}, errors };
    }
    const body = toBody ? toBody(values) : values;
    if (!schema) return { values: body as Static<S>, errors: {} };
    const refused = formErrorsOf([...Value.Errors(schema, body)] as TValidationError[], {
      isField: (name) => name in resolverOptions.fields,
      labels,
      leaveToApi,
    });
    const outcome =
      Object.keys(refused).length > 0
        ? { values: {}, errors: toNestErrors(refused, resolverOptions) }
        : { values: body, errors: {} };
    return outcome as Awaited<ReturnType<Resolver<T, unknown, Static<S>>>>;
  };
  return useForm<T, unknown, Static<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}
