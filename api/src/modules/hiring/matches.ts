import type { ApplicationStatus, Invite, InviteBody, JobMatchPage } from 'shared-kernel/contract';
import type { CultureResponses } from 'shared-kernel/rules';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { conflict, notFound } from '../../http/errors.js';
import { responsesOf } from '../candidates/culture.js';
import { lastInitial } from '../candidates/talent-pool.js';
import { createNotifications } from '../notifications/notify.js';
import { companyMatchJob } from './job-culture.js';
import { matchCandidate } from './match-score.js';

// A job's matches: talent-pool candidates (visible profiles only) who share a skill with the job
// or live in its city, ranked by matchCandidate; and inviting one of them to apply.

/** At most this many candidates are scored for one job (the most recently updated first). */
export const MATCH_CANDIDATES_SCANNED = 1000;

type PoolRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  skills: string[];
  city: string | null;
  availability: string[];
  experience: string | null;
  personality_type: string | null;
  work_pace: string | null;
  guest_interaction: string | null;
  team_size: string | null;
  service_approach: string | null;
  primary_values: string[] | null;
  application_id: string | null;
  application_status: ApplicationStatus | null;
  invited_at: Date | string | null;
};

function cultureOf(row: PoolRow): CultureResponses | null {
  const answers = responsesOf({ ...row, primary_values: row.primary_values ?? [] });
  return Object.keys(answers).length ? answers : null;
}

export async function jobMatches(
  db: Db,
  companyId: string,
  jobId: string,
  page: { page: number; pageSize: number },
): Promise<JobMatchPage> {
  const job = await companyMatchJob(db, companyId, jobId);
  const { rows } = await db.query<PoolRow>(
    `SELECT p.user_id, u.first_name, u.last_name, p.skills, p.city, p.availability, p.experience,
            p.personality_type, ca.work_pace, ca.guest_interaction, ca.team_size,
            ca.service_approach, ca.primary_values,
            ap.id AS application_id, ap.status AS application_status, ji.created_at AS invited_at
     FROM candidate_profiles p
     JOIN users u ON u.id = p.user_id AND u.user_type = 'candidate'
     LEFT JOIN assessments ca ON ca.candidate_id = p.user_id AND ca.kind = 'culture'
     LEFT JOIN applications ap ON ap.candidate_id = p.user_id AND ap.job_id = $1
     LEFT JOIN job_invites ji ON ji.candidate_id = p.user_id AND ji.job_id = $1
     WHERE p.visible_in_talent_pool
       AND (p.skills && $2::text[] OR lower(p.city) = lower($3))
     ORDER BY p.updated_at DESC, p.id
     LIMIT ${MATCH_CANDIDATES_SCANNED}`,
    [job.id, job.skills, job.city],
  );
  const ranked = rows
    .map((row) => ({
      row,
      match: matchCandidate(
        {
          skills: row.skills,
          city: row.city,
          availability: row.availability,
          culture: cultureOf(row),
        },
        job,
      ),
    }))
    .sort((a, b) => b.match.score - a.match.score);
  const start = (page.page - 1) * page.pageSize;
  return {
    job: { id: job.id, title: job.title, status: job.status, city: job.city, skills: job.skills },
    items: ranked.slice(start, start + page.pageSize).map(({ row, match }) => ({
      candidateId: row.user_id,
      name: `${row.first_name} ${lastInitial(row.last_name)}`.trim(),
      location: row.city,
      skills: row.skills,
      personalityType: row.personality_type,
      score: match.score,
      reasons: match.reasons,
      skillsMatched: match.skillsMatched,
      cultureScore: match.cultureScore,
      applicationId: row.application_id,
      applicationStatus: row.application_status,
      invitedAt: row.invited_at === null ? null : new Date(row.invited_at).toISOString(),
    })),
    total: ranked.length,
    page: page.page,
    pageSize: page.pageSize,
  };
}

export const ALREADY_INVITED = 'You have already invited this candidate to apply for this job';

/** Invites a visible candidate to apply for an open job; tells them in the same transaction. */
export async function inviteToApply(
  db: Db,
  recruiter: { id: string; companyId: string },
  jobId: string,
  input: InviteBody,
): Promise<{
  result: Invite;
  events: NotificationEvent[];
}> {
  const message = input.message?.trim() || null;
  try {
    return await db.transaction(async (tx) => {
      const job = await companyMatchJob(tx, recruiter.companyId, jobId, true);
      if (job.status !== 'open')
        throw conflict('Publish this job before inviting candidates to apply');
      const { rows: pool } = await tx.query(
        `SELECT 1 FROM candidate_profiles WHERE user_id = $1 AND visible_in_talent_pool`,
        [input.candidateId],
      );
      if (!pool[0]) throw notFound('No such candidate in the talent pool');
      const { rows: applied } = await tx.query(
        'SELECT 1 FROM applications WHERE job_id = $1 AND candidate_id = $2',
        [job.id, input.candidateId],
      );
      if (applied[0]) throw conflict('This candidate has already applied for this job');
      const { rows } = await tx.query<{ id: string; created_at: Date | string }>(
        `INSERT INTO job_invites (job_id, company_id, candidate_id, invited_by, message)
         VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
        [job.id, job.companyId, input.candidateId, recruiter.id, message],
      );
      const body = `${job.companyName} invited you to apply for ${job.title} in ${job.city}.`;
      const events = await createNotifications(tx, [
        {
          userId: input.candidateId,
          type: 'job.invite',
          title: 'Invitation to apply',
          body: (message ? `${body} ${message}` : body).slice(0, 2000),
          href: `/view-job/${job.id}`,
        },
      ]);
      return {
        result: {
          id: rows[0].id,
          jobId: job.id,
          candidateId: input.candidateId,
          invitedAt: new Date(rows[0].created_at).toISOString(),
        },
        events,
      };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_INVITED);
    throw error;
  }
}
