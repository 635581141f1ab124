import type { JobStatus } from 'shared-kernel/contract';
import type { JobCulture } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';

// A company's job with what matching reads: its skills, city and culture (the job's pace and team
// size, else its venue's; the venue's service approach and values, else the company's).

export type MatchJob = {
  id: string;
  title: string;
  status: JobStatus;
  skills: string[];
  city: string;
  venueName: string;
  companyId: string;
  companyName: string;
  culture: JobCulture;
};

/** The job if it is the company's (404 otherwise); `lock` locks the job row inside a write. */
export async function companyMatchJob(
  db: Db,
  companyId: string,
  jobId: string,
  lock = false,
): Promise<MatchJob> {
  const row = await kysely(db)
    .selectFrom('jobs as j')
    .innerJoin('venues as v', 'v.id', 'j.venue_id')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .leftJoin('assessments as ca', (join) =>
      join.onRef('ca.company_id', '=', 'j.company_id').on('ca.kind', '=', 'culture'),
    )
    .select([
      'j.id',
      'j.title',
      'j.status',
      'j.skills',
      'v.city',
      'v.name as venue_name',
      'j.company_id',
      'c.name as company_name',
      'j.pace',
      'j.team_size',
      'v.venue_type',
      'v.pace as venue_pace',
      'v.team_size as venue_team_size',
      'v.service_approach as venue_service',
      'v.primary_values as venue_values',
      'ca.service_approach as company_service',
      'ca.primary_values as company_values',
    ])
    .where('j.id', '=', jobId)
    .where('j.company_id', '=', companyId)
    .$if(lock, (qb) => qb.forUpdate('j'))
    .executeTakeFirst();
  if (!row) throw notFound('Job not found');
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    skills: row.skills,
    city: row.city,
    venueName: row.venue_name,
    companyId: row.company_id,
    companyName: row.company_name,
    culture: {
      venueType: row.venue_type,
      pace: row.pace ?? row.venue_pace,
      teamSize: row.team_size ?? row.venue_team_size,
      serviceApproach: row.venue_service ?? row.company_service,
      values: row.venue_values?.length ? row.venue_values : row.company_values,
    },
  };
}
