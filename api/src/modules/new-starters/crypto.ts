// Bank details at rest (issue 43 item 4): AES-256-GCM with the key of NEW_STARTER_DATA_KEY
// (src/config.ts). Only the ciphertext is stored (new_starters.bank_ciphertext): a database dump
// or backup without the key holds no account number. The record's id is the additional
// authenticated data, so a ciphertext copied onto another record does not decrypt there.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The stored layout's version byte, so that a later key rotation can tell old from new. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type BankDetails = { accountName: string; sortCode: string; accountNumber: string };

/** version (1) | iv (12) | tag (16) | ciphertext. */
export function encryptBank(key: Buffer, recordId: string, bank: BankDetails): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(recordId));
  const body = Buffer.concat([cipher.update(JSON.stringify(bank), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** The details back; throws when the key, the record or the bytes are not the ones written. */
export function decryptBank(key: Buffer, recordId: string, stored: Uint8Array): BankDetails {
  const bytes = Buffer.from(stored);
  if (bytes[0] !== VERSION) throw new Error('bank details: unknown format');
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(recordId));
  decipher.setAuthTag(tag);
  const text = Buffer.concat([
    decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as BankDetails;
}
