// The contract's own string formats (issue 28), defined once for both validators: the API's ajv
// (api/src/http/validation.ts adds CONTRACT_FORMATS over ajv-formats) and TypeBox's `Value`,
// which the forms run (registered below, when the contract is imported). `date` and `date-time`
// replace the standard ones, so every date of every route is in range without naming a special
// format; `http-url` is HttpUrlSchema's (./common.ts), for every field that holds a web address.
import { Format } from 'typebox/format';
import { isInputDateTime, isInputDay, isWebAddress } from '../rules/input-formats.js';

/** The name of the web-address format (HttpUrlSchema). */
export const HTTP_URL_FORMAT = 'http-url';

export const CONTRACT_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  date: isInputDay,
  'date-time': isInputDateTime,
  [HTTP_URL_FORMAT]: isWebAddress,
};

for (const [name, check] of Object.entries(CONTRACT_FORMATS)) Format.Set(name, check);
