// 'shared-kernel/password': the whole password rule, with zxcvbn and its common and English
// dictionaries (some 1 MB). The API imports it; the browser loads it on demand
// (src/account/password-check.ts), never with the landing page.
import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import {
  PASSWORD_CHECKED_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_SCORE,
  passwordLengthProblem,
  personalWords,
  type PasswordOwner,
} from './password.js';

export * from './password.js';

let factory: ZxcvbnFactory | undefined;

/** Built on first use (ranking the dictionaries takes some 150 ms), then kept. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_CHECKED_LENGTH,
  });
  return factory;
}

const isPersonal = (match: MatchExtended) =>
  match.pattern === 'dictionary' && match.dictionaryName === 'userInputs';

export type PasswordCheckOptions = {
  /** The user whose password it is: their name and e-mail count against it. */
  owner?: PasswordOwner;
  /** The field's name in the message: 'Password' (sign-up, reset) or 'New password' (change). */
  label?: string;
};

/**
 * Why a new password is refused, or null when it is good: 8 to 128 characters (any characters, no
 * composition rules), a zxcvbn score of at least 3 with the owner's name and e-mail as user
 * inputs, and not made (half or more) of that name or e-mail.
 */
export function passwordProblem(
  password: string,
  { owner, label = 'Password' }: PasswordCheckOptions = {},
): string | null {
  const length = passwordLengthProblem(password, label);
  if (length) return length;
  const result = zxcvbn().check(password, personalWords(owner));
  const checked = Math.min(password.length, PASSWORD_CHECKED_LENGTH);
  const personal = result.sequence
    .filter(isPersonal)
    .reduce((sum, match) => sum + match.token.length, 0);
  if (personal * 2 >= checked) return PASSWORD_MESSAGES.personal(label);
  if (result.score < PASSWORD_MIN_SCORE) {
    return personal > 0 ? PASSWORD_MESSAGES.personal(label) : PASSWORD_MESSAGES.tooCommon(label);
  }
  return null;
}
