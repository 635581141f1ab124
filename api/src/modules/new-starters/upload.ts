// Reading a multipart/form-data upload (the right-to-work evidence, a contract PDF): its text
// fields and at most one file, the file read only up to EVIDENCE_MAX_BYTES (busboy discards the
// rest, so a 20 MB upload is read to its end and answered 400, never stored). The CSRF guard
// (src/http/csrf.ts) lets multipart reach only the routes whose config says `multipartUpload`.
import type { FastifyRequest } from 'fastify';
import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES, type EvidenceType } from 'shared-kernel/rules';
import { badRequest } from '../../http/errors.js';
import { cleanFileName, evidenceType, sha256Hex } from './evidence.js';

export type UploadedFile = {
  bytes: Buffer;
  fileName: string;
  contentType: EvidenceType;
  sha256: string;
};

export type Upload = { fields: Record<string, string>; file: UploadedFile | null };

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1000;

const tooLarge = (field: string) =>
  badRequest(`The file must be at most ${EVIDENCE_MAX_BYTES / (1024 * 1024)} MB`, field);

/**
 * The upload's fields and its file `fileField` (PDF, JPEG or PNG by content, of `accepted`), or a
 * 400 naming `fileField` when the file is too large or of another kind.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  accepted: readonly EvidenceType[] = EVIDENCE_TYPES,
): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let refused: Error | null = null;
  const parts = request.parts({
    limits: {
      fileSize: EVIDENCE_MAX_BYTES,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (refused || part.fieldname !== fileField) continue;
      if (part.file.truncated) {
        refused = tooLarge(fileField);
        continue;
      }
      const type = evidenceType(bytes);
      if (!type || !accepted.includes(type) || bytes.length === 0) {
        refused = badRequest(
          accepted.length === 1 ? 'The file must be a PDF' : 'The file must be a PDF, JPEG or PNG',
          fileField,
        );
        continue;
      }
      file = {
        bytes,
        fileName: cleanFileName(part.filename, `${fileField}.${type.split('/')[1]}`),
        contentType: type,
        sha256: sha256Hex(bytes),
      };
    }
  } catch (error) {
    // A form that breaks busboy's limits (too many fields or files): the request, not a field.
    if (refused) throw refused;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('FST_')) throw badRequest('The form could not be read', fileField);
    throw error;
  }
  if (refused) throw refused;
  return { fields, file };
}
