// The contract (`PUT …/contract`, owner or admin): JSON `{ text }` or a multipart PDF `document`.
// Its SHA-256 (of the text's UTF-8 or the PDF's bytes) keys the signature: a new document is
// unsigned until the candidate signs it, so the step is todo again.
import { CONTRACT_TEXT_MAX_LENGTH } from 'shared-kernel/rules';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';
import { requireManager } from './access.js';
import { sha256Hex } from './evidence.js';
import { writeRecord, type WriteContext } from './service.js';
import type { Upload } from './upload.js';

/** ContractTextInputSchema, checked by hand: the route has no body schema (it also takes a PDF). */
export function contractText(body: unknown): string {
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const text = (body as { text?: unknown } | undefined)?.text;
  if (keys.length !== 1 || typeof text !== 'string' || !text.trim()) {
    throw badRequest('Write the contract, or attach it as a PDF', 'text');
  }
  if (text.length > CONTRACT_TEXT_MAX_LENGTH) {
    throw badRequest(`The contract must be at most ${CONTRACT_TEXT_MAX_LENGTH} characters`, 'text');
  }
  return text;
}

type Document =
  | { format: 'text'; text: string }
  | { format: 'pdf'; bytes: Buffer; fileName: string; sha256: string };

export function contractPdf(upload: Upload): Document {
  if (!upload.file) throw badRequest('Attach the contract as a PDF', 'document');
  return {
    format: 'pdf',
    bytes: upload.file.bytes,
    fileName: upload.file.fileName,
    sha256: upload.file.sha256,
  };
}

export async function saveContract(context: WriteContext, document: Document) {
  const values =
    document.format === 'text'
      ? {
          format: 'text' as const,
          text: document.text,
          document: null,
          file_name: null,
          sha256: sha256Hex(document.text),
        }
      : {
          format: 'pdf' as const,
          text: null,
          document: document.bytes,
          file_name: document.fileName,
          sha256: document.sha256,
        };
  return writeRecord(context, requireManager, async (tx, access) => {
    await kysely(tx)
      .insertInto('new_starter_contracts')
      .values({ new_starter_id: access.record.id, attached_by: access.userId, ...values })
      .onConflict((oc) =>
        oc.column('new_starter_id').doUpdateSet({
          ...values,
          attached_by: access.userId,
          attached_at: sql<Date>`now()`,
        }),
      )
      .execute();
  });
}

export { type Document as ContractDocument };
