import type { ApplicationStatus, CompanyAnalytics, JobStatus } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { DayRange } from './range.js';

// A company's hiring analytics over a range of days (UTC), all from SQL aggregates.

export const FUNNEL_STATUSES = [
  'applied',
  'reviewed',
  'interviewed',
  'offered',
  'accepted',
  'declined',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

/** Applications of the company created in the range: $1 company, $2 from, $3 to. */
const IN_RANGE = `a.company_id = $1
  AND a.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
  AND a.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`;

const round1 = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

export async function companyAnalytics(
  db: Db,
  companyId: string,
  range: DayRange,
): Promise<CompanyAnalytics> {
  const params = [companyId, range.from, range.to];

  const overTime = await db.query<{ date: string; count: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(c.n, 0)::int AS count
     FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
     LEFT JOIN (
       SELECT (a.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
       FROM applications a WHERE ${IN_RANGE} GROUP BY 1
     ) c ON c.day = d.day::date
     ORDER BY d.day`,
    params,
  );

  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT a.status, count(*)::int AS count FROM applications a WHERE ${IN_RANGE} GROUP BY a.status`,
    params,
  );
  const counts = new Map(byStatus.rows.map((row) => [row.status, row.count]));

  const hires = await db.query<{ hires: number; average: number | null; median: number | null }>(
    `WITH hired AS (
       SELECT extract(epoch FROM (
                coalesce((SELECT min(h.created_at) FROM application_status_history h
                          WHERE h.application_id = a.id AND h.to_status = 'accepted'),
                         a.status_changed_at) - a.created_at)) / 86400.0 AS days
       FROM applications a WHERE ${IN_RANGE} AND a.status = 'accepted'
     )
     SELECT count(*)::int AS hires, avg(days)::float8 AS average,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY days))::float8 AS median
     FROM hired`,
    params,
  );

  const byVenue = await db.query<{
    venue_id: string;
    venue_name: string;
    applications: number;
    hires: number;
    open_jobs: number;
  }>(
    `SELECT v.id AS venue_id, v.name AS venue_name,
            (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
             WHERE j.venue_id = v.id AND ${IN_RANGE})::int AS applications,
            (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
             WHERE j.venue_id = v.id AND ${IN_RANGE} AND a.status = 'accepted')::int AS hires,
            (SELECT count(*) FROM jobs j WHERE j.venue_id = v.id AND j.status = 'open')::int
              AS open_jobs
     FROM venues v WHERE v.company_id = $1
     ORDER BY v.archived_at IS NOT NULL, lower(v.name), v.id`,
    params,
  );

  const byJob = await db.query<{
    job_id: string;
    title: string;
    status: JobStatus;
    applications: number;
    hires: number;
  }>(
    `SELECT j.id AS job_id, j.title, j.status,
            count(a.id)::int AS applications,
            count(a.id) FILTER (WHERE a.status = 'accepted')::int AS hires
     FROM jobs j LEFT JOIN applications a ON a.job_id = j.id AND ${IN_RANGE}
     WHERE j.company_id = $1
     GROUP BY j.id
     HAVING j.status = 'open' OR count(a.id) > 0
     ORDER BY count(a.id) DESC, lower(j.title), j.id
     LIMIT 100`,
    params,
  );

  const hire = hires.rows[0];
  return {
    range: { from: range.from, to: range.to },
    applicationsOverTime: overTime.rows,
    funnel: FUNNEL_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    timeToHire: {
      averageDays: round1(hire.average),
      medianDays: round1(hire.median),
      hires: hire.hires,
    },
    byVenue: byVenue.rows.map((row) => ({
      venueId: row.venue_id,
      venueName: row.venue_name,
      applications: row.applications,
      hires: row.hires,
      openJobs: row.open_jobs,
    })),
    byJob: byJob.rows.map((row) => ({
      jobId: row.job_id,
      title: row.title,
      applications: row.applications,
      hires: row.hires,
      status: row.status,
    })),
  };
}
