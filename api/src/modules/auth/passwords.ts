import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const WEAK_PASSWORD_MESSAGE =
  'Password must be at least 8 characters and include a letter and a number';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash never matches
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification, for a sign-in with an unknown e-mail, so that the
 * answer time does not tell which e-mails have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('hospohire-dummy-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Why a new password is refused, or null when it is strong enough. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    !/\p{L}/u.test(password) ||
    !/\p{Nd}/u.test(password)
  ) {
    return WEAK_PASSWORD_MESSAGE;
  }
  return null;
}
