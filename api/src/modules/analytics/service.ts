import { FUNNEL_STATUSES, type CompanyAnalytics } from 'shared-kernel/contract';
import { APP_TIME_ZONE } from 'shared-kernel/rules';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { DayRange } from './range.js';

// A company's hiring analytics over a range of days, all from SQL aggregates. A day is London's,
// as everywhere in the product (shared-kernel/src/rules/dates.ts): an application made at 23:30 UTC
// in summer (00:30 in London) counts on the next day.
const LONDON = sql.lit(APP_TIME_ZONE);

const round1 = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

export async function companyAnalytics(
  db: Db,
  companyId: string,
  range: DayRange,
): Promise<CompanyAnalytics> {
  const typed = kysely(db);
  /** An application of the company created in the range (London days), from typed references. */
  const inRange = (company: Expression<string | null>, createdAt: Expression<Date | null>) =>
    sql<boolean>`(${company} = ${companyId}
      AND ${createdAt} >= (${range.from}::date)::timestamp AT TIME ZONE ${LONDON}
      AND ${createdAt} < (${range.to}::date + 1)::timestamp AT TIME ZONE ${LONDON})`;
  const count = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.cast<number>(eb.fn.countAll(), 'integer');

  const perDay = typed
    .selectFrom('applications as a')
    .select((eb) => [
      sql<string>`(${eb.ref('a.created_at')} AT TIME ZONE ${LONDON})::date`.as('day'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where((eb) => inRange(eb.ref('a.company_id'), eb.ref('a.created_at')))
    .groupBy(sql`1`);
  const overTime = await typed
    .selectFrom(
      sql<{
        day: Date;
      }>`generate_series(${range.from}::date, ${range.to}::date, interval '1 day')`.as<'d'>(
        sql`d(day)`,
      ),
    )
    .leftJoin(perDay.as('c'), (join) =>
      join.on((eb) => eb(eb.ref('c.day'), '=', sql<string>`${eb.ref('d.day')}::date`)),
    )
    .select((eb) => [
      sql<string>`to_char(${eb.ref('d.day')}, 'YYYY-MM-DD')`.as('date'),
      eb.cast<number>(eb.fn.coalesce('c.n', sql<number>`0`), 'integer').as('count'),
    ])
    .orderBy('d.day')
    .execute();

  const byStatus = await typed
    .selectFrom('applications as a')
    .select((eb) => ['a.status', count(eb).as('count')])
    .where((eb) => inRange(eb.ref('a.company_id'), eb.ref('a.created_at')))
    .groupBy('a.status')
    .execute();
  const counts = new Map<string, number>(byStatus.map((row) => [row.status, row.count]));

  // Days from applying to the hire: the first move into 'accepted' (else the last status change).
  const hire = await typed
    .with('hired', (qc) =>
      qc
        .selectFrom('applications as a')
        .select((eb) => {
          const acceptedAt = eb
            .selectFrom('application_status_history as h')
            .select((sub) => sub.fn.min('h.created_at').as('at'))
            .whereRef('h.application_id', '=', 'a.id')
            .where('h.to_status', '=', 'accepted')
            .$asScalar();
          const hiredAt = eb.fn.coalesce(acceptedAt, 'a.status_changed_at');
          const waited = sql`${hiredAt} - ${eb.ref('a.created_at')}`;
          return sql<number>`extract(epoch FROM (${waited})) / 86400.0`.as('days');
        })
        .where((eb) => inRange(eb.ref('a.company_id'), eb.ref('a.created_at')))
        .where('a.status', '=', 'accepted'),
    )
    .selectFrom('hired')
    .select((eb) => [
      count(eb).as('hires'),
      eb.cast<number | null>(eb.fn.avg('hired.days'), 'float8').as('average'),
      sql<
        number | null
      >`(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${eb.ref('hired.days')}))::float8`.as(
        'median',
      ),
    ])
    .executeTakeFirstOrThrow();

  const byVenue = await typed
    .selectFrom('venues as v')
    .select((eb) => {
      const venueApplications = eb
        .selectFrom('applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .select((sub) => count(sub).as('n'))
        .whereRef('j.venue_id', '=', 'v.id')
        .where((sub) => inRange(sub.ref('a.company_id'), sub.ref('a.created_at')));
      return [
        'v.id as venue_id',
        'v.name as venue_name',
        venueApplications.$asScalar().as('applications'),
        venueApplications.where('a.status', '=', 'accepted').$asScalar().as('hires'),
        eb
          .selectFrom('jobs as j')
          .select((sub) => count(sub).as('n'))
          .whereRef('j.venue_id', '=', 'v.id')
          .where('j.status', '=', 'open')
          .$asScalar()
          .as('open_jobs'),
      ];
    })
    .where('v.company_id', '=', companyId)
    .orderBy((eb) => eb('v.archived_at', 'is not', null))
    .orderBy((eb) => eb.fn('lower', ['v.name']))
    .orderBy('v.id')
    .execute();

  const byJob = await typed
    .selectFrom('jobs as j')
    .leftJoin('applications as a', (join) =>
      join
        .onRef('a.job_id', '=', 'j.id')
        .on((eb) => inRange(eb.ref('a.company_id'), eb.ref('a.created_at'))),
    )
    .select((eb) => [
      'j.id as job_id',
      'j.title',
      'j.status',
      eb.cast<number>(eb.fn.count('a.id'), 'integer').as('applications'),
      eb
        .cast<number>(eb.fn.count('a.id').filterWhere('a.status', '=', 'accepted'), 'integer')
        .as('hires'),
    ])
    .where('j.company_id', '=', companyId)
    .groupBy('j.id')
    .having((eb) => eb.or([eb('j.status', '=', 'open'), eb(eb.fn.count('a.id'), '>', 0)]))
    .orderBy((eb) => eb.fn.count('a.id'), 'desc')
    .orderBy((eb) => eb.fn('lower', ['j.title']))
    .orderBy('j.id')
    .limit(100)
    .execute();

  return {
    range: { from: range.from, to: range.to },
    applicationsOverTime: overTime,
    funnel: FUNNEL_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    timeToHire: {
      averageDays: round1(hire.average),
      medianDays: round1(hire.median),
      hires: hire.hires,
    },
    byVenue: byVenue.map((row) => ({
      venueId: row.venue_id,
      venueName: row.venue_name,
      applications: row.applications,
      hires: row.hires,
      openJobs: row.open_jobs,
    })),
    byJob: byJob.map((row) => ({
      jobId: row.job_id,
      title: row.title,
      applications: row.applications,
      hires: row.hires,
      status: row.status,
    })),
  };
}
