import type { Productivity } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';

// A recruiter's own responsiveness and what is waiting on their company.

/**
 * Response time: over the company's applications created in the last 30 days, the hours from
 * the application to its first status change by a company member, for the changes this
 * recruiter made (and the company's for comparison).
 */
export async function recruiterProductivity(
  db: Db,
  companyId: string,
  userId: string,
): Promise<Productivity> {
  const response = await db.query<{
    mine: number | null;
    mine_count: number;
    company: number | null;
    company_count: number;
  }>(
    `WITH first_change AS (
       SELECT DISTINCT ON (a.id) a.id, h.changed_by,
              extract(epoch FROM (h.created_at - a.created_at)) / 3600.0 AS hours
       FROM applications a
       JOIN application_status_history h ON h.application_id = a.id AND h.from_status IS NOT NULL
       JOIN company_members m ON m.company_id = a.company_id AND m.user_id = h.changed_by
       WHERE a.company_id = $1 AND a.created_at >= now() - interval '30 days'
       ORDER BY a.id, h.created_at, h.id
     )
     SELECT avg(hours) FILTER (WHERE changed_by = $2)::float8 AS mine,
            count(*) FILTER (WHERE changed_by = $2)::int AS mine_count,
            avg(hours)::float8 AS company, count(*)::int AS company_count
     FROM first_change`,
    [companyId, userId],
  );
  const pending = await db.query<{ applications: number; offers: number; interviews: number }>(
    `SELECT
       (SELECT count(*) FROM applications
        WHERE company_id = $1 AND status = 'applied'
          AND created_at < now() - interval '2 days')::int AS applications,
       (SELECT count(*) FROM offers WHERE company_id = $1 AND status = 'pending')::int AS offers,
       (SELECT count(*) FROM interviews
        WHERE company_id = $1 AND status = 'scheduled'
          AND starts_at >= now() AND starts_at < now() + interval '7 days')::int AS interviews`,
    [companyId],
  );
  const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  const r = response.rows[0];
  const p = pending.rows[0];
  return {
    responseTime: {
      averageHours: hours(r.mine),
      applicationsAnswered: r.mine_count,
      companyAverageHours: hours(r.company),
      companyApplicationsAnswered: r.company_count,
    },
    pendingActions: {
      applicationsAwaitingReview: p.applications,
      offersPending: p.offers,
      interviewsUnconfirmed: p.interviews,
      total: p.applications + p.offers + p.interviews,
    },
  };
}
