import { typeboxResolver } from '@hookform/resolvers/typebox';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { Static, TObject } from 'typebox';

/** The form's own checks, with its own words: a message per field that is wrong, or nothing. */
export type FormChecks<T> = (values: T) => Partial<Record<keyof T & string, string | undefined>>;

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
};

/** The schema's errors without those of the keywords left to the API (nested fields too). */
function withoutKeywords(errors: FieldErrors, keywords: readonly string[]): FieldErrors {
  const kept: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof (error as { type?: unknown }).type === 'string') {
      if (!keywords.includes((error as { type: string }).type)) kept[name] = error;
    } else {
      const nested = withoutKeywords(error as FieldErrors, keywords);
      if (Object.keys(nested).length > 0) kept[name] = nested;
    }
  }
  return kept as FieldErrors;
}

/**
 * One way to build a form (issue 17): react-hook-form validated by the contract's TypeBox schema
 * (the one the API validates the request with), after the form's own `checks`. `handleSubmit`
 * gives the request body. Errors show on submit and stay until their field changes
 * (`useContractField` clears them); the first wrong field gets focus. A failed call goes through
 * `applyApiError`.
 */
export function useContractForm<S extends TObject, T extends FieldValues = Static<S> & FieldValues>(
  schema: S,
  { checks, toBody, leaveToApi = ['format'], ...options }: ContractFormOptions<S, T>,
) {
  const bySchema = typeboxResolver(schema) as unknown as Resolver<FieldValues, unknown, Static<S>>;
  const resolver: Resolver<T, unknown, Static<S>> = async (values, context, resolverOptions) => {
    const found = checks?.(values) ?? {};
    const named = Object.entries(found).filter(([, message]) => message);
    if (named.length > 0) {
      const errors = Object.fromEntries(
        named.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<T>;
      return { values: {}, errors };
    }
    const body = toBody ? toBody(values) : values;
    const result = await bySchema(
      body,
      context,
      resolverOptions as unknown as Parameters<typeof bySchema>[2],
    );
    const errors = withoutKeywords(result.errors, leaveToApi);
    const outcome =
      Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
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
