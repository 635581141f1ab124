// Random secrets and how they are stored, for every module (sign-in, links, unsubscribe tokens).
import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie, a link or a code: 32 bytes, base64url (43 characters). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** How secrets are stored: sha256, hex. A stolen table gives no working secret. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
