import type { Productivity } from 'shared-kernel/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

// A recruiter's own responsiveness and what is waiting on their company.

/**
 * Response time: over the company's applications created in the last 30 days, the hours from
 * the application to its first status change by a company member, for the changes this
 * recruiter made (and the company's for comparison).
 */
export async function recruiterProductivity(
  db: Db,
  companyId: string,
  userId: string,
): Promise<Productivity> {
  const typed = kysely(db);
  const count = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.cast<number>(eb.fn.countAll(), 'integer');
  // Each application's first status change, when a member of the company made it.
  const r = await typed
    .with('first_change', (qc) =>
      qc
        .selectFrom('applications as a')
        .innerJoin('application_status_history as h', (join) =>
          join.onRef('h.application_id', '=', 'a.id').on('h.from_status', 'is not', null),
        )
        .innerJoin('company_members as m', (join) =>
          join.onRef('m.company_id', '=', 'a.company_id').onRef('m.user_id', '=', 'h.changed_by'),
        )
        .distinctOn('a.id')
        .select((eb) => {
          const waited = sql`${eb.ref('h.created_at')} - ${eb.ref('a.created_at')}`;
          return [
            'a.id',
            'h.changed_by',
            sql<number>`extract(epoch FROM (${waited})) / 3600.0`.as('hours'),
          ];
        })
        .where('a.company_id', '=', companyId)
        .where('a.created_at', '>=', sql<Date>`now() - interval '30 days'`)
        .orderBy('a.id')
        .orderBy('h.created_at')
        .orderBy('h.id'),
    )
    .selectFrom('first_change as f')
    .select((eb) => [
      eb
        .cast<number | null>(
          eb.fn.avg('f.hours').filterWhere('f.changed_by', '=', userId),
          'float8',
        )
        .as('mine'),
      eb
        .cast<number>(eb.fn.countAll().filterWhere('f.changed_by', '=', userId), 'integer')
        .as('mine_count'),
      eb.cast<number | null>(eb.fn.avg('f.hours'), 'float8').as('company'),
      count(eb).as('company_count'),
    ])
    .executeTakeFirstOrThrow();
  const p = await typed
    .selectNoFrom((eb) => [
      eb
        .selectFrom('applications')
        .select((sub) => count(sub).as('n'))
        .where('company_id', '=', companyId)
        .where('status', '=', 'applied')
        .where('created_at', '<', sql<Date>`now() - interval '2 days'`)
        .$asScalar()
        .as('applications'),
      eb
        .selectFrom('offers')
        .select((sub) => count(sub).as('n'))
        .where('company_id', '=', companyId)
        .where('status', '=', 'pending')
        .$asScalar()
        .as('offers'),
      eb
        .selectFrom('interviews')
        .select((sub) => count(sub).as('n'))
        .where('company_id', '=', companyId)
        .where('status', '=', 'scheduled')
        .where('starts_at', '>=', sql<Date>`now()`)
        .where('starts_at', '<', sql<Date>`now() + interval '7 days'`)
        .$asScalar()
        .as('interviews'),
    ])
    .executeTakeFirstOrThrow();
  const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    responseTime: {
      averageHours: hours(r.mine),
      applicationsAnswered: r.mine_count,
      companyAverageHours: hours(r.company),
      companyApplicationsAnswered: r.company_count,
    },
    pendingActions: {
      applicationsAwaitingReview: p.applications,
      offersPending: p.offers,
      interviewsUnconfirmed: p.interviews,
      total: p.applications + p.offers + p.interviews,
    },
  };
}
