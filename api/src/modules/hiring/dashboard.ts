import type { Dashboard } from 'shared-kernel/contract';
import {
  stagesBefore,
  TRIAL_OUTCOME_HOURS,
  WAITING_ON_YOU_DAYS,
  WAITING_ON_YOU_LIST_SIZE,
  type OpenApplicationStatus,
} from 'shared-kernel/rules';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { fullName, iso, isoTime } from '../applications/index.js';
import { companyJobs } from '../jobs/index.js';

// The recruiter's dashboard in one read: open jobs with their counts, new applications to review,
// upcoming interviews, offers awaiting an answer, this week's numbers (the last 7 days), and the
// applications waiting on the company.

export const DASHBOARD_LIST_SIZE = 8;

export async function recruiterDashboard(db: Db, companyId: string): Promise<Dashboard> {
  const openJobs = await companyJobs(db, companyId, { status: 'open', page: 1, pageSize: 50 });

  // Still to review: applied, and not knocked out by a screening question whose rejection was
  // sent. One knocked out with its rejection still pending (the workflow's delay) is listed as
  // ruled out, after the others, so that the recruiter can override it in time (issue 41).
  const toReview = kysely(db)
    .selectFrom('applications as a')
    .leftJoin('application_knockouts as k', 'k.application_id', 'a.id')
    .where('a.company_id', '=', companyId)
    .where('a.status', '=', 'applied')
    .where('k.rejected_at', 'is', null);
  const ruledOut = sql<boolean>`(k.rejects_at IS NOT NULL)`;
  const fresh = await toReview
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .select((eb) => [
      'a.id',
      'a.created_at',
      'a.job_id',
      'j.title as job_title',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
      ruledOut.as('ruled_out'),
      'k.question as knockout_question',
    ])
    .orderBy(ruledOut)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(DASHBOARD_LIST_SIZE)
    .execute();
  const freshCount = await toReview
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirstOrThrow();

  const interviews = await kysely(db)
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'i.candidate_id')
    .select((eb) => [
      'i.id',
      'i.starts_at',
      'i.mode',
      'i.status',
      'i.application_id',
      'a.job_id',
      'j.title as job_title',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
    ])
    .where('i.company_id', '=', companyId)
    .where('i.status', 'in', ['scheduled', 'confirmed'])
    .where('i.starts_at', '>=', sql<Date>`now()`)
    .orderBy('i.starts_at')
    .limit(DASHBOARD_LIST_SIZE)
    .execute();

  const offers = await kysely(db)
    .selectFrom('offers as o')
    .innerJoin('applications as a', 'a.id', 'o.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'o.candidate_id')
    .select((eb) => [
      'o.id',
      'o.expires_at',
      'o.salary_amount_pence',
      'o.salary_type',
      'o.application_id',
      'a.job_id',
      'j.title as job_title',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
    ])
    .where('o.company_id', '=', companyId)
    .where('o.status', '=', 'pending')
    .where((eb) =>
      eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>', sql<Date>`now()`)]),
    )
    .orderBy('o.expires_at', (ob) => ob.asc().nullsLast())
    .limit(DASHBOARD_LIST_SIZE)
    .execute();

  const week = await thisWeek(db, companyId);

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
      belowWageFloor: job.belowWageFloor,
    })),
    openJobsTotal: openJobs.total,
    newApplications: fresh.map((row) => ({
      id: row.id,
      appliedAt: isoTime(row.created_at),
      candidateName: row.candidate_name,
      job: { id: row.job_id, title: row.job_title },
      ruledOut: row.ruled_out,
      ruledOutBy: row.ruled_out ? row.knockout_question : null,
    })),
    newApplicationsTotal: freshCount.n,
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
    thisWeek: week,
    ...waiting,
  };
}

/** The last 7 days: applications and offers made, interviews this week either side, hires. */
async function thisWeek(db: Db, companyId: string): Promise<Dashboard['thisWeek']> {
  const weekAgo = sql<Date>`now() - interval '7 days'`;
  // A count's scalar subquery is never null ($asScalar: its type is the count's, not a row's).
  const count = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.cast<number>(eb.fn.countAll(), 'integer').as('n');
  return kysely(db)
    .selectNoFrom((eb) => [
      eb
        .selectFrom('applications')
        .select(count)
        .where('company_id', '=', companyId)
        .where('created_at', '>=', weekAgo)
        .$asScalar()
        .as('applications'),
      eb
        .selectFrom('interviews')
        .select(count)
        .where('company_id', '=', companyId)
        .where('status', '<>', 'cancelled')
        .where('starts_at', '>=', weekAgo)
        .where('starts_at', '<', sql<Date>`now() + interval '7 days'`)
        .$asScalar()
        .as('interviews'),
      eb
        .selectFrom('offers')
        .select(count)
        .where('company_id', '=', companyId)
        .where('created_at', '>=', weekAgo)
        .$asScalar()
        .as('offers'),
      eb
        .selectFrom('applications')
        .select(count)
        .where('company_id', '=', companyId)
        .where('status', '=', 'accepted')
        .where('status_changed_at', '>=', weekAgo)
        .$asScalar()
        .as('hires'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * "Waiting on you" (issue 13: nobody is ghosted): the company's applications still waiting for its
 * next move (applied, reviewed, or interviewed with no interview to come) with no move for
 * WAITING_ON_YOU_DAYS days, or whose trial shift (attended, or not marked) ended more than
 * TRIAL_OUTCOME_HOURS ago with no offer or rejection since (issue 32); oldest first. An offered one
 * waits on the candidate. `waitingSince`: the last move, or the trial's end when that is earlier.
 */
export async function waitingOnYou(
  db: Db,
  companyId: string,
): Promise<Pick<Dashboard, 'waitingOnYou' | 'waitingOnYouTotal'>> {
  // The end of the application's latest trial shift that waits for an outcome (null: none).
  const trialEnded = sql<Date | null>`(
    SELECT max(t.ends_at) FROM interviews t
    WHERE t.application_id = a.id AND t.kind = 'trial_shift' AND t.status <> 'cancelled'
      AND (t.attendance IS NULL OR t.attendance = 'attended')
      AND t.ends_at <= now() - make_interval(hours => ${TRIAL_OUTCOME_HOURS})
  )`;
  const stale = sql<Date | null>`CASE WHEN a.status_changed_at <= now() - make_interval(days => ${WAITING_ON_YOU_DAYS}) THEN a.status_changed_at END`;
  const open = kysely(db)
    .selectFrom('applications as a')
    .select(['a.id', 'a.status', 'a.job_id', 'a.candidate_id'])
    // LEAST skips nulls: the earlier of the two reasons, null when neither holds.
    .select(sql<Date | null>`least(${stale}, ${trialEnded})`.as('waiting_since'))
    .where('a.company_id', '=', companyId)
    // The recruiter's turn: every stage before an offer (an offered one waits on the candidate).
    .where('a.status', 'in', stagesBefore('offered'))
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
  const base = kysely(db).selectFrom(open.as('w')).where('w.waiting_since', 'is not', null);
  const rows = await base
    .innerJoin('jobs as j', 'j.id', 'w.job_id')
    .innerJoin('users as u', 'u.id', 'w.candidate_id')
    .select([
      'w.id',
      'w.status',
      'w.waiting_since',
      'w.job_id',
      'j.title as job_title',
      'u.first_name',
      'u.last_name',
      sql<number>`floor(extract(epoch FROM now() - w.waiting_since) / 86400)::int`.as('days'),
    ])
    .orderBy('w.waiting_since')
    .orderBy('w.id')
    .limit(WAITING_ON_YOU_LIST_SIZE)
    .execute();
  const counted = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    waitingOnYou: rows.map((row) => ({
      id: row.id,
      status: row.status as OpenApplicationStatus,
      // Never null here (the WHERE above).
      waitingSince: isoTime(row.waiting_since!),
      daysWaiting: row.days,
      candidateName: `${row.first_name} ${row.last_name}`,
      job: { id: row.job_id, title: row.job_title },
    })),
    waitingOnYouTotal: counted.n,
  };
}
