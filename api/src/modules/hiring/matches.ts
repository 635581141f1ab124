import type { Invite, InviteBody, JobMatchPage } from 'shared-kernel/contract';
import { talentMatch } from 'shared-kernel/rules';
import { sql } from 'kysely';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { conflict, notFound } from '../../http/errors.js';
import { iso, isoTime } from '../applications/index.js';
import { cultureAnswersOrNull } from '../culture-answers/index.js';
import { lastInitial } from '../candidates/index.js';
import { createNotifications } from '../notifications/index.js';
import { companyMatchJob, type MatchJob } from '../jobs/index.js';

// A job's matches: talent-pool candidates (visible profiles only) who share a skill with the job
// or live in its city, ranked by talentMatch (shared-kernel/rules/matching.ts); and inviting one
// of them to apply.

/** At most this many candidates are scored for one job (the most recently updated first). */
export const MATCH_CANDIDATES_SCANNED = 1000;

/** The talent pool for one job: culture answers, and whether they applied or were invited. */
const selectPool = (db: Db, job: MatchJob) =>
  kysely(db)
    .selectFrom('candidate_profiles as p')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'p.user_id').on('u.user_type', '=', 'candidate'),
    )
    .leftJoin('assessments as ca', (join) =>
      join.onRef('ca.candidate_id', '=', 'p.user_id').on('ca.kind', '=', 'culture'),
    )
    .leftJoin('applications as ap', (join) =>
      join.onRef('ap.candidate_id', '=', 'p.user_id').on('ap.job_id', '=', job.id),
    )
    .leftJoin('job_invites as ji', (join) =>
      join.onRef('ji.candidate_id', '=', 'p.user_id').on('ji.job_id', '=', job.id),
    )
    .select([
      'p.user_id',
      'u.first_name',
      'u.last_name',
      'p.skills',
      'p.city',
      'p.availability',
      'p.experience',
      'p.personality_type',
      'ca.work_pace',
      'ca.guest_interaction',
      'ca.team_size',
      'ca.service_approach',
      'ca.primary_values',
      'ap.id as application_id',
      'ap.status as application_status',
      'ji.created_at as invited_at',
    ])
    // The column itself, not `= $1`, so that the pool's partial indexes apply.
    .where((eb) => eb.ref('p.visible_in_talent_pool'))
    .where((eb) =>
      eb.or([
        eb('p.skills', '&&', sql<string[]>`${job.skills}::text[]`),
        eb(eb.fn('lower', ['p.city']), '=', eb.fn('lower', [eb.val(job.city)])),
      ]),
    )
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id')
    .limit(MATCH_CANDIDATES_SCANNED);

export async function jobMatches(
  db: Db,
  companyId: string,
  jobId: string,
  page: { page: number; pageSize: number },
): Promise<JobMatchPage> {
  const job = await companyMatchJob(db, companyId, jobId);
  const rows = await selectPool(db, job).execute();
  const ranked = rows
    .map((row) => ({
      row,
      match: talentMatch(
        {
          skills: row.skills,
          city: row.city,
          availability: row.availability,
          culture: cultureAnswersOrNull(row),
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
      invitedAt: iso(row.invited_at),
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
      const pooled = await kysely(tx)
        .selectFrom('candidate_profiles')
        .select('id')
        .where('user_id', '=', input.candidateId)
        .where((eb) => eb.ref('visible_in_talent_pool'))
        .executeTakeFirst();
      if (!pooled) throw notFound('No such candidate in the talent pool');
      const applied = await kysely(tx)
        .selectFrom('applications')
        .select('id')
        .where('job_id', '=', job.id)
        .where('candidate_id', '=', input.candidateId)
        .executeTakeFirst();
      if (applied) throw conflict('This candidate has already applied for this job');
      const invite = await kysely(tx)
        .insertInto('job_invites')
        .values({
          job_id: job.id,
          company_id: job.companyId,
          candidate_id: input.candidateId,
          invited_by: recruiter.id,
          message,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
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
          id: invite.id,
          jobId: job.id,
          candidateId: input.candidateId,
          invitedAt: isoTime(invite.created_at),
        },
        events,
      };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_INVITED);
    throw error;
  }
}
