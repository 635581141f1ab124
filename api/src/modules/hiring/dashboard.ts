import type { Dashboard, InterviewMode, InterviewStatus, SalaryType } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { iso, isoTime } from '../applications/store.js';
import { companyJobs } from '../jobs/manage-service.js';

// The recruiter's dashboard in one read: open jobs with their counts, new applications to review,
// upcoming interviews, offers awaiting an answer, and this week's numbers (the last 7 days).

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
  };
}
