// The forms' own words (shared-kernel/forms), in one place: what a field says when the contract's
// schema refuses its value, and the alert when the API was not reached. Each rule names the field
// with the form's label ('Salary max must be at most 1,000,000'), in the words the API uses for
// the same rule (api/src/http/validation.ts), so a message reads the same from either side.

import { formatNumber } from '../rules/numbers.js';

export const FORM_TEXTS = {
  networkError: 'We could not reach HospoHire. Check your connection and try again.',
  rules: {
    required: (label: string) => `${label} is required`,
    blank: (label: string) => `${label} must not be blank`,
    tooShort: (label: string, n: number | bigint) =>
      `${label} must be at least ${formatNumber(n)} characters`,
    tooLong: (label: string, n: number | bigint) =>
      `${label} must be at most ${formatNumber(n)} characters`,
    atLeast: (label: string, n: number | bigint) => `${label} must be at least ${formatNumber(n)}`,
    moreThan: (label: string, n: number | bigint) =>
      `${label} must be more than ${formatNumber(n)}`,
    atMost: (label: string, n: number | bigint) => `${label} must be at most ${formatNumber(n)}`,
    lessThan: (label: string, n: number | bigint) =>
      `${label} must be less than ${formatNumber(n)}`,
    fewItems: (label: string, n: number | bigint) =>
      `${label} must have at least ${formatNumber(n)} item${Number(n) === 1 ? '' : 's'}`,
    manyItems: (label: string, n: number | bigint) =>
      `${label} must have at most ${formatNumber(n)} items`,
    repeated: (label: string) => `${label} must not repeat an item`,
    choice: (label: string) => `${label} must be one of the options given`,
    type: {
      number: (label: string) => `${label} must be a number`,
      integer: (label: string) => `${label} must be a whole number`,
      string: (label: string) => `${label} must be text`,
      boolean: (label: string) => `${label} must be yes or no`,
      array: (label: string) => `${label} must be a list`,
    } as Partial<Record<string, (label: string) => string>>,
    format: {
      email: (label: string) => `${label} must be a valid e-mail address`,
      uri: (label: string) => `${label} must be a valid web address`,
      url: (label: string) => `${label} must be a valid web address`,
      date: (label: string) => `${label} must be a valid date in the years 2000 to 2100`,
      'date-time': (label: string) =>
        `${label} must be a valid date and time in the years 2000 to 2100 (offset at most ±14:00)`,
      'http-url': (label: string) =>
        `${label} must be a web address starting with http:// or https://`,
      uuid: (label: string) => `${label} must be one of the options given`,
    } as Partial<Record<string, (label: string) => string>>,
    /** A `pattern` of the contract, by its source, in words. */
    pattern: {
      '\\S': (label: string) => `${label} must not be blank`,
      '^#[0-9a-fA-F]{6}$': (label: string) => `${label} must be a colour such as #1A2B3C`,
      '^[A-Za-z0-9 ]{2,10}$': (label: string) =>
        `${label} must be 2 to 10 letters, numbers or spaces`,
    } as Partial<Record<string, (label: string) => string>>,
    notExpectedFormat: (label: string) => `${label} is not in the expected format`,
    notValid: (label: string) => `${label} is not valid`,
    /** An item of a list field (`skills.3`): said of the list's items. */
    eachItem: (label: string) => `${label}: each one`,
  },
} as const;
