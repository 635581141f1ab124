import type { Dashboard, InterviewMode, InterviewStatus, SalaryType } from 'shared-kernel/contract';
import { WAITING_ON_YOU_DAYS, WAITING_ON_YOU_LIST_SIZE } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { iso, isoTime } from '../applications/store.js';
import { companyJobs } from '../jobs/manage-service.js';

// The recruiter's dashboard in one read: open jobs with their counts, new applications to review,
// upcoming interviews, offers awaiting an answer, this week's numbers (the last 7 days), and the
// applications waiting on the company.

export const DASHBOARD_LIST_SIZE = 8;

export async function recruiterDashboard(db: Db, companyId: string): Promise<Dashboard> {
  const openJobs = await companyJobs(db, companyId, { status: 'open', page: 1, pageSize: 50 });

  const { rows: fresh } = await db.query<{
    id: string;
    created_at: Date | string;
    job_id: string;
    job_title: string;
    candidate_name: string;
  }>(
    `SELECT a.id, a.created_at, a.job_id, j.title AS job_title,
            u.first_name || ' ' || u.last_name AS candidate_name
     FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id
     WHERE a.company_id = $1 AND a.status = 'applied'
     ORDER BY a.created_at DESC, a.id DESC LIMIT ${DASHBOARD_LIST_SIZE}`,
    [companyId],
  );
  const { rows: freshCount } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM applications a WHERE a.company_id = $1 AND a.status = 'applied'`,
    [companyId],
  );

  const { rows: interviews } = await db.query<{
    id: string;
    starts_at: Date | string;
    mode: InterviewMode;
    status: InterviewStatus;
    application_id: string;
    job_id: string;
    job_title: string;
    candidate_name: string;
  }>(
    `SELECT i.id, i.starts_at, i.mode, i.status, i.application_id, a.job_id, j.title AS job_title,
            u.first_name || ' ' || u.last_name AS candidate_name
     FROM interviews i JOIN applications a ON a.id = i.application_id
     JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = i.candidate_id
     WHERE i.company_id = $1 AND i.status IN ('scheduled', 'confirmed') AND i.starts_at >= now()
     ORDER BY i.starts_at LIMIT ${DASHBOARD_LIST_SIZE}`,
    [companyId],
  );

  const { rows: offers } = await db.query<{
    id: string;
    expires_at: Date | string | null;
    salary_amount_pence: number;
    salary_type: SalaryType;
    application_id: string;
    job_id: string;
    job_title: string;
    candidate_name: string;
  }>(
    `SELECT o.id, o.expires_at, o.salary_amount_pence, o.salary_type, o.application_id, a.job_id,
            j.title AS job_title, u.first_name || ' ' || u.last_name AS candidate_name
     FROM offers o JOIN applications a ON a.id = o.application_id
     JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = o.candidate_id
     WHERE o.company_id = $1 AND o.status = 'pending' AND (o.expires_at IS NULL OR o.expires_at > now())
     ORDER BY o.expires_at NULLS LAST LIMIT ${DASHBOARD_LIST_SIZE}`,
    [companyId],
  );

  const { rows: week } = await db.query<{
    applications: number;
    interviews: number;
    offers: number;
    hires: number;
  }>(
    `SELECT
       (SELECT count(*) FROM applications WHERE company_id = $1
          AND created_at >= now() - interval '7 days')::int AS applications,
       (SELECT count(*) FROM interviews WHERE company_id = $1 AND status <> 'cancelled'
          AND starts_at >= now() - interval '7 days' AND starts_at < now() + interval '7 days')::int
          AS interviews,
       (SELECT count(*) FROM offers WHERE company_id = $1
          AND created_at >= now() - interval '7 days')::int AS offers,
       (SELECT count(*) FROM applications WHERE company_id = $1 AND status = 'accepted'
          AND status_changed_at >= now() - interval '7 days')::int AS hires`,
    [companyId],
  );

  const waiting = await waitingOnYou(db, companyId);

  return {
    openJobs: openJobs.items.map((job) => ({
      id: job.id,
      title: job.title,
      venue: job.venue,
      urgent: job.urgent,
      closesOn: job.closesOn,
      applicationCounts: job.applicationCounts,
      newApplications: job.newApplications,
      totalApplications: job.totalApplications,
    })),
    openJobsTotal: openJobs.total,
    newApplications: fresh.map((row) => ({
      id: row.id,
      appliedAt: isoTime(row.created_at),
      candidateName: row.candidate_name,
      job: { id: row.job_id, title: row.job_title },
    })),
    newApplicationsTotal: freshCount[0].n,
    upcomingInterviews: interviews.map((row) => ({
      id: row.id,
      startsAt: isoTime(row.starts_at),
      mode: row.mode,
      status: row.status,
      applicationId: row.application_id,
      candidateName: row.candidate_name,
      job: { id: row.job_id, title: row.job_title },
    })),
    pendingOffers: offers.map((row) => ({
      id: row.id,
      expiresAt: iso(row.expires_at),
      salaryAmount: row.salary_amount_pence / 100,
      salaryType: row.salary_type,
      applicationId: row.application_id,
      candidateName: row.candidate_name,
      job: { id: row.job_id, title: row.job_title },
    })),
    thisWeek: week[0],
    ...waiting,
  };
}

/**
 * "Waiting on you" (issue 13: nobody is ghosted): the company's applications still waiting for its
 * next move (applied, reviewed, or interviewed with no interview to come) with no move for
 * WAITING_ON_YOU_DAYS days, oldest first. An offered one waits on the candidate.
 */
export async function waitingOnYou(
  db: Db,
  companyId: string,
): Promise<Pick<Dashboard, 'waitingOnYou' | 'waitingOnYouTotal'>> {
  const base = kysely(db)
    .selectFrom('applications as a')
    .where('a.company_id', '=', companyId)
    .where('a.status', 'in', ['applied', 'reviewed', 'interviewed'])
    .where(
      'a.status_changed_at',
      '<=',
      sql<Date>`now() - make_interval(days => ${WAITING_ON_YOU_DAYS})`,
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('interviews as i')
            .select('i.id')
            .whereRef('i.application_id', '=', 'a.id')
            .where('i.status', 'in', ['scheduled', 'confirmed'])
            .where('i.starts_at', '>', sql<Date>`now()`),
        ),
      ),
    );
  const rows = await base
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .select([
      'a.id',
      'a.status',
      'a.status_changed_at',
      'a.job_id',
      'j.title as job_title',
      'u.first_name',
      'u.last_name',
      sql<number>`floor(extract(epoch FROM now() - a.status_changed_at) / 86400)::int`.as('days'),
    ])
    .orderBy('a.status_changed_at')
    .orderBy('a.id')
    .limit(WAITING_ON_YOU_LIST_SIZE)
    .execute();
  const counted = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    waitingOnYou: rows.map((row) => ({
      id: row.id,
      status: row.status as 'applied' | 'reviewed' | 'interviewed',
      waitingSince: isoTime(row.status_changed_at),
      daysWaiting: row.days,
      candidateName: `${row.first_name} ${row.last_name}`,
      job: { id: row.job_id, title: row.job_title },
    })),
    waitingOnYouTotal: counted.n,
  };
}
