// The password rule (OWASP ASVS 6.2), the light half: lengths, messages and the owner's own
// words. The strength check itself (zxcvbn and its dictionaries, some 1 MB) is in
// './password-strength' ('shared-kernel/password'): the API imports it, the browser loads it on
// demand when a password form is shown ('shared-kernel/account').

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The zxcvbn score (0-4) a new password needs. 3 means "safely unguessable": about 10^8 guesses or
 * more. It refuses every password of zxcvbn's common list (password1, qwerty123, letmein1,
 * Password123!) and words with a digit tacked on, and accepts ordinary passphrases
 * ('table-for-2-please', 'correct horse battery').
 */
export const PASSWORD_MIN_SCORE = 3;
/**
 * How much of a password the strength check reads (zxcvbn's `maxLength`): the check's time grows
 * with the length, and the first 64 characters of a password are enough to tell whether it is a
 * common one or a repetition; the whole password is still what is stored and compared.
 */
export const PASSWORD_CHECKED_LENGTH = 64;

/** Whose password it is: their own name and e-mail make a weak password. */
export type PasswordOwner = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

/** What the sign-up, reset and change forms show under the field before anything is typed. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your own name or e-mail.`;

/** Why a password is refused, named after its field (`Password`, `New password`). */
export const PASSWORD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooShort: (label: string) => `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: (label: string) => `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: (label: string) => `${label} is too common: choose one that is harder to guess`,
  personal: (label: string) => `${label} must not contain your name or e-mail`,
} as const;

/** Characters as people count them: code points, so that an emoji is one, not two. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The length part of the rule (no composition rules: any character counts). */
export function passwordLengthProblem(password: string, label = 'Password'): string | null {
  if (password === '') return PASSWORD_MESSAGES.required(label);
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort(label);
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong(label);
  return null;
}

/**
 * The owner's own words, for zxcvbn's user inputs: first and last name, the e-mail, its local part
 * and the pieces of that (maya.okafor → maya, okafor), lower case, three letters or more.
 */
export function personalWords(owner: PasswordOwner = {}): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 3) words.add(word);
  };
  add(owner.firstName);
  add(owner.lastName);
  for (const part of owner.firstName?.split(/[\s'-]+/) ?? []) add(part);
  for (const part of owner.lastName?.split(/[\s'-]+/) ?? []) add(part);
  const email = owner.email?.trim();
  if (email) {
    add(email);
    const local = email.split('@')[0];
    add(local);
    for (const part of local.split(/[._+-]+/)) add(part);
  }
  return [...words];
}
