// What an uploaded file is, by its first bytes (issue 43 items 4-5): the right-to-work evidence
// is a PDF, JPEG or PNG whatever its name or Content-Type says (an HTML page renamed .pdf is
// refused), and the contract document a PDF. Files are stored unaltered, known by their SHA-256.
import { createHash } from 'node:crypto';
import type { EvidenceType } from 'shared-kernel/rules';

const SIGNATURES: [EvidenceType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The file's type by its magic bytes, or null when it is none of PDF, JPEG and PNG. */
export function evidenceType(bytes: Uint8Array): EvidenceType | null {
  const found = SIGNATURES.find(([, magic]) => magic.every((byte, i) => bytes[i] === byte));
  return found?.[0] ?? null;
}

export const sha256Hex = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex');

/** A file name to keep and send back: its last path part, printable, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return printable.slice(0, 200) || fallback;
}
