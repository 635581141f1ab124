import { APPLICANTS_CSV_COLUMNS, type JobApplication } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';
import { toCsv } from '../../http/csv.js';
import { jobLabels } from './notes-service.js';
import { JOB_NOT_FOUND, jobApplications } from './service.js';

// The CSV export of a job's applicants (GET /api/jobs/:id/applicants.csv), the company's only.

/** The most applications one export carries (the pipeline pages by 50). */
const MAX_PAGES = 100;

/** A file name from the job's title: `head-chef-applicants.csv`. */
export function csvFileName(jobTitle: string): string {
  const slug = jobTitle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'job'}-applicants.csv`;
}

/** Every application of the job, newest first, as the pipeline shows them. */
async function allApplications(db: Db, companyId: string, jobId: string) {
  const all: JobApplication[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = await jobApplications(db, companyId, jobId, { page, pageSize: 50 });
    all.push(...body.items);
    if (all.length >= body.total || body.items.length === 0) break;
  }
  return all;
}

export async function applicantsCsv(
  db: Db,
  companyId: string,
  jobId: string,
): Promise<{ fileName: string; csv: string }> {
  const job = await kysely(db)
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('id', '=', jobId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!job) throw notFound(JOB_NOT_FOUND);
  const applications = await allApplications(db, companyId, jobId);
  const phones = await kysely(db)
    .selectFrom('candidate_profiles as p')
    .select(['p.user_id', 'p.phone_number'])
    .where('p.user_id', 'in', (eb) =>
      eb.selectFrom('applications').select('candidate_id').where('job_id', '=', jobId),
    )
    .execute();
  const phoneOf = new Map(phones.map((row) => [row.user_id, row.phone_number]));
  const labels = new Map(
    (await jobLabels(db, companyId, jobId)).items.map((item) => [item.applicationId, item]),
  );
  const rows = applications.map((a) => {
    const label = labels.get(a.id);
    return [
      a.candidate.name,
      a.candidate.email,
      phoneOf.get(a.candidate.id) ?? null,
      a.candidate.profile.location,
      a.status,
      a.appliedAt.slice(0, 10),
      a.statusChangedAt.slice(0, 10),
      a.skillsMatch,
      a.cultureScore,
      label?.tags.join('; ') ?? '',
      label?.notes ?? 0,
    ];
  });
  return { fileName: csvFileName(job.title), csv: toCsv([[...APPLICANTS_CSV_COLUMNS], ...rows]) };
}
