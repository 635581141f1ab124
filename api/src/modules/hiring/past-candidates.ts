import type { Db } from '../../db/client.js';
import { iso } from '../applications/store.js';

// Referrals and rehires: people who applied to the company before and were not hired (rejected or
// declined an offer), or who were hired (accepted), newest first, one row per candidate.

export type PastKind = 'applicants' | 'hires';

const STATUSES: Record<PastKind, string[]> = {
  applicants: ['rejected', 'declined'],
  hires: ['accepted'],
};

export async function pastCandidates(
  db: Db,
  companyId: string,
  kind: PastKind,
  page: { page: number; pageSize: number },
) {
  const { rows } = await db.query<{
    candidate_id: string;
    name: string;
    application_id: string;
    status: string;
    status_changed_at: Date | string;
    job_id: string;
    job_title: string;
  }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (a.candidate_id) a.candidate_id,
              u.first_name || ' ' || u.last_name AS name, a.id AS application_id, a.status,
              a.status_changed_at, a.job_id, j.title AS job_title
       FROM applications a JOIN users u ON u.id = a.candidate_id JOIN jobs j ON j.id = a.job_id
       WHERE a.company_id = $1 AND a.status = ANY($2::text[])
       ORDER BY a.candidate_id, a.status_changed_at DESC
     ) latest
     ORDER BY status_changed_at DESC, candidate_id LIMIT $3 OFFSET $4`,
    [companyId, STATUSES[kind], page.pageSize, (page.page - 1) * page.pageSize],
  );
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT candidate_id)::int AS n FROM applications
     WHERE company_id = $1 AND status = ANY($2::text[])`,
    [companyId, STATUSES[kind]],
  );
  return {
    items: rows.map((row) => ({
      candidateId: row.candidate_id,
      name: row.name,
      applicationId: row.application_id,
      status: row.status,
      at: iso(row.status_changed_at),
      job: { id: row.job_id, title: row.job_title },
    })),
    total: count[0].n,
    ...page,
  };
}
