import { hash, verify } from '@node-rs/argon2';
import { passwordProblem as ruleProblem, type PasswordOwner } from 'shared-kernel/password';

// The password rule and its messages live in shared-kernel (src/rules/password*.ts), once for
// the API and the forms.
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  type PasswordOwner,
} from 'shared-kernel/password';

/** `Algorithm.Argon2id` (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2;

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

/**
 * Why a new password is refused, or null when it is good (shared-kernel's rule: 8 to 128
 * characters, no composition rules, not common, not made of the owner's name or e-mail). The
 * message names `field` as the forms label it: `password` → "Password", `newPassword` → "New
 * password".
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  field: 'password' | 'newPassword' = 'password',
): string | null {
  return ruleProblem(password, {
    owner,
    label: field === 'newPassword' ? 'New password' : 'Password',
  });
}
