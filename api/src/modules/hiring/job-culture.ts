import type { JobStatus } from 'shared-kernel/contract';
import type { JobCulture } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
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

type Row = {
  id: string;
  title: string;
  status: JobStatus;
  skills: string[];
  city: string;
  venue_name: string;
  company_id: string;
  company_name: string;
  pace: JobCulture['pace'];
  team_size: string | null;
  venue_type: JobCulture['venueType'];
  venue_pace: JobCulture['pace'];
  venue_team_size: string | null;
  venue_service: JobCulture['serviceApproach'];
  venue_values: JobCulture['values'];
  company_service: JobCulture['serviceApproach'];
  company_values: JobCulture['values'];
};

/** The job if it is the company's (404 otherwise); `lock` locks the job row inside a write. */
export async function companyMatchJob(
  db: Db,
  companyId: string,
  jobId: string,
  lock = false,
): Promise<MatchJob> {
  const { rows } = await db.query<Row>(
    `SELECT j.id, j.title, j.status, j.skills, v.city, v.name AS venue_name, j.company_id,
            c.name AS company_name, j.pace, j.team_size, v.venue_type, v.pace AS venue_pace,
            v.team_size AS venue_team_size, v.service_approach AS venue_service,
            v.primary_values AS venue_values, ca.service_approach AS company_service,
            ca.primary_values AS company_values
     FROM jobs j
     JOIN venues v ON v.id = j.venue_id
     JOIN companies c ON c.id = j.company_id
     LEFT JOIN assessments ca ON ca.company_id = j.company_id AND ca.kind = 'culture'
     WHERE j.id = $1 AND j.company_id = $2${lock ? ' FOR UPDATE OF j' : ''}`,
    [jobId, companyId],
  );
  const row = rows[0];
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
