// A candidate's licences and certificates (issue 43 item 3; table candidate_certificates,
// migration 033): read with the profile and on the recruiter's board, replaced whole by the
// profile's PUT. When one counts and the 30-day warning: shared-kernel/rules/certificates.ts.
import { CERTIFICATE_KINDS, type Certificate } from 'shared-kernel/contract';
import { londonDay } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest } from '../../http/errors.js';

const ORDER = new Map(CERTIFICATE_KINDS.map((kind, i) => [kind, i]));
const byKind = (a: Certificate, b: Certificate) => ORDER.get(a.kind)! - ORDER.get(b.kind)!;

/** The certificates of each candidate given (candidate id → list in the vocabulary's order). */
export async function certificatesOf(
  db: Db,
  candidateIds: readonly string[],
): Promise<Map<string, Certificate[]>> {
  const out = new Map<string, Certificate[]>();
  if (!candidateIds.length) return out;
  const rows = await kysely(db)
    .selectFrom('candidate_certificates')
    .select([
      'candidate_id',
      'kind',
      'reference',
      // A calendar day as text: the engines read a date as different Dates (tables.ts).
      sql<string | null>`expires_on::text`.as('expires_on'),
    ])
    .where('candidate_id', '=', (eb) => eb.fn.any(eb.val([...candidateIds])))
    .execute();
  for (const row of rows) {
    const certificate: Certificate = { kind: row.kind };
    if (row.reference != null) certificate.reference = row.reference;
    if (row.expires_on != null) certificate.expiresOn = row.expires_on;
    const list = out.get(row.candidate_id) ?? [];
    list.push(certificate);
    out.set(row.candidate_id, list);
  }
  for (const list of out.values()) list.sort(byKind);
  return out;
}

/** One candidate's certificates. */
export async function certificatesOfCandidate(db: Db, candidateId: string) {
  return (await certificatesOf(db, [candidateId])).get(candidateId) ?? [];
}

/**
 * 400 naming `certificates`: a kind twice, or an expiry day already past (London) — unless that
 * certificate is saved as it is stored (`stored`), so that a profile holding an expired one can
 * still be saved (the screens send the whole list) while it is marked "Expired".
 */
export function checkCertificates(
  list: readonly Certificate[],
  stored: readonly Certificate[],
  today = londonDay(),
): void {
  const kept = new Set(stored.map((c) => `${c.kind}|${c.expiresOn ?? ''}`));
  const seen = new Set<string>();
  for (const certificate of list) {
    if (seen.has(certificate.kind))
      throw badRequest('Certificates: list each kind of certificate once', 'certificates');
    seen.add(certificate.kind);
    const unchanged = kept.has(`${certificate.kind}|${certificate.expiresOn ?? ''}`);
    if (certificate.expiresOn && certificate.expiresOn < today && !unchanged)
      throw badRequest(
        'Certificates: an expiry date must not be in the past (remove an expired certificate)',
        'certificates',
      );
  }
}

/**
 * Replaces the candidate's list (call checkCertificates first). A kind kept keeps its row (an
 * upsert), and the expiry warnings already sent are kept apart (certificate_expiry_notices), so
 * saving the profile again never warns twice for the same day.
 */
export async function replaceCertificates(
  tx: Db,
  candidateId: string,
  list: readonly Certificate[],
): Promise<void> {
  const kinds = list.map((c) => c.kind);
  let removing = kysely(tx)
    .deleteFrom('candidate_certificates')
    .where('candidate_id', '=', candidateId);
  if (kinds.length) removing = removing.where('kind', 'not in', kinds);
  await removing.execute();
  for (const certificate of list) {
    const reference = certificate.reference?.trim() || null;
    const expiresOn = certificate.expiresOn ?? null;
    await kysely(tx)
      .insertInto('candidate_certificates')
      .values({
        candidate_id: candidateId,
        kind: certificate.kind,
        reference,
        expires_on: expiresOn,
      })
      .onConflict((oc) =>
        oc.columns(['candidate_id', 'kind']).doUpdateSet({ reference, expires_on: expiresOn }),
      )
      .execute();
  }
}
