// The stored files, sent back as they were uploaded: the right-to-work evidence (owners and
// admins) and the contract document (the candidate, owners and admins). Plain recruiters of the
// company and anyone else get a 404.
import { notFound } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { accessTo, requireManagerOr404 } from './access.js';
import type { Actor } from './service.js';

export type StoredFile = { bytes: Buffer; contentType: string; fileName: string };

export async function evidenceFile(
  db: Db,
  user: Actor,
  applicationId: string,
): Promise<StoredFile> {
  const access = await accessTo(db, user, applicationId);
  requireManagerOr404(access);
  const row = await kysely(db)
    .selectFrom('new_starter_checks')
    .select(['evidence', 'evidence_content_type', 'evidence_file_name'])
    .where('new_starter_id', '=', access.record.id)
    .executeTakeFirst();
  if (!row) throw notFound('No right-to-work check is recorded yet');
  return {
    bytes: Buffer.from(row.evidence),
    contentType: row.evidence_content_type,
    fileName: row.evidence_file_name,
  };
}

export async function contractFile(
  db: Db,
  user: Actor,
  applicationId: string,
): Promise<StoredFile> {
  const access = await accessTo(db, user, applicationId);
  if (access.who === 'member') requireManagerOr404(access);
  const row = await kysely(db)
    .selectFrom('new_starter_contracts')
    .select(['format', 'text', 'document', 'file_name'])
    .where('new_starter_id', '=', access.record.id)
    .executeTakeFirst();
  if (!row) throw notFound('No contract is attached yet');
  if (row.format === 'pdf' && row.document) {
    return {
      bytes: Buffer.from(row.document),
      contentType: 'application/pdf',
      fileName: row.file_name ?? 'contract.pdf',
    };
  }
  return {
    bytes: Buffer.from(row.text ?? '', 'utf8'),
    contentType: 'text/plain; charset=utf-8',
    fileName: 'contract.txt',
  };
}
