// The employer's right-to-work check (`POST …/right-to-work/check`, owner or admin): multipart
// fields route, checkedOn (not in the future), result, expiresOn (time_limited only, after
// checkedOn) and the evidence file. Every field is checked before anything is stored.
import { RIGHT_TO_WORK_RESULTS, RIGHT_TO_WORK_ROUTES, londonDay } from 'shared-kernel/rules';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';
import { requireManager } from './access.js';
import { requireDay, writeRecord, type WriteContext } from './service.js';
import type { Upload } from './upload.js';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  values.includes(value as T);

export async function recordCheck(context: WriteContext, upload: Upload) {
  const today = context.today ?? londonDay();
  const { fields, file } = upload;
  const route = fields.route;
  if (!oneOf(RIGHT_TO_WORK_ROUTES, route)) {
    throw badRequest(`Route must be one of ${RIGHT_TO_WORK_ROUTES.join(', ')}`, 'route');
  }
  const checkedOn = requireDay(fields.checkedOn, 'checkedOn', 'Checked on');
  if (checkedOn > today) throw badRequest('Checked on cannot be in the future', 'checkedOn');
  const result = fields.result;
  if (!oneOf(RIGHT_TO_WORK_RESULTS, result)) {
    throw badRequest(`Result must be one of ${RIGHT_TO_WORK_RESULTS.join(', ')}`, 'result');
  }
  let expiresOn: string | null = null;
  if (result === 'time_limited') {
    expiresOn = requireDay(fields.expiresOn, 'expiresOn', 'Permission ends on');
    if (expiresOn <= checkedOn) {
      throw badRequest('Permission must end after the day of the check', 'expiresOn');
    }
  } else if (fields.expiresOn) {
    throw badRequest('Continuous permission has no end day', 'expiresOn');
  }
  if (!file) throw badRequest('Attach the evidence: a PDF, JPEG or PNG', 'evidence');
  const values = {
    route,
    checked_on: checkedOn,
    result,
    expires_on: expiresOn,
    evidence: file.bytes,
    evidence_sha256: file.sha256,
    evidence_content_type: file.contentType,
    evidence_size: file.bytes.length,
    evidence_file_name: file.fileName,
  };
  return writeRecord(context, requireManager, async (tx, access) => {
    await kysely(tx)
      .insertInto('new_starter_checks')
      .values({ new_starter_id: access.record.id, recorded_by: access.userId, ...values })
      .onConflict((oc) =>
        oc.column('new_starter_id').doUpdateSet({
          ...values,
          recorded_by: access.userId,
          recorded_at: sql<Date>`now()`,
        }),
      )
      .execute();
  });
}
