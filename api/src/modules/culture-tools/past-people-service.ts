import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type PastPeopleKind,
  type PastPeopleQuery,
  type PastPerson,
  type PastPersonPage,
} from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { isoTime } from '../applications/index.js';
import { isOpen } from '../applications/index.js';
import { requireMembership } from '../companies/index.js';
import { selectMoments, toMomentJson, type MomentJson } from './moments-service.js';

// Past applicants and hires of a company, derived from its applications: the people a recruiter
// could invite back. Hires (an accepted application) are for rehiring and carry the magical
// moments logged under their name; applicants are people whose applications all ended
// (rejected or declined) and who never joined.

export { PAST_PEOPLE_KINDS, type PastPeopleKind } from 'shared-kernel/contract';
export type PastPersonJson = PastPerson;

/** The open statuses (transitions.ts), from the one vocabulary. */
const OPEN_STATUSES: ApplicationStatus[] = APPLICATION_STATUSES.filter(isOpen);

/** Per candidate of the company: how many applications, whether hired, whether one is open. */
const perCandidate = (db: Db, companyId: string, kind: PastPeopleKind) =>
  kysely(db)
    .with('per', (qc) =>
      qc
        .selectFrom('applications as a')
        .select((eb) => [
          'a.candidate_id',
          eb.cast<number>(eb.fn.countAll(), 'integer').as('applications'),
          eb.fn<boolean>('bool_or', [eb('a.status', '=', 'accepted')]).as('hired'),
          eb.fn<boolean>('bool_or', [eb('a.status', 'in', OPEN_STATUSES)]).as('open'),
          eb.fn.max('a.created_at').as('last_applied_at'),
        ])
        .where('a.company_id', '=', companyId)
        .groupBy('a.candidate_id'),
    )
    .selectFrom('per')
    .where((eb) =>
      kind === 'hires'
        ? eb.ref('per.hired')
        : eb.and([eb.not(eb.ref('per.hired')), eb.not(eb.ref('per.open'))]),
    );

export async function listPastPeople(
  db: Db,
  userId: string,
  query: PastPeopleQuery,
): Promise<PastPersonPage> {
  const { companyId, role } = await requireMembership(db, userId);
  const per = perCandidate(db, companyId, query.kind);
  const [items, count] = await Promise.all([
    per
      .innerJoin('users as u', 'u.id', 'per.candidate_id')
      .leftJoin('candidate_profiles as p', 'p.user_id', 'u.id')
      .leftJoin('conversations as c', (join) =>
        join.on('c.company_id', '=', companyId).onRef('c.candidate_id', '=', 'u.id'),
      )
      // The application that says most about them: their hire, else their latest.
      .crossJoinLateral((eb) =>
        eb
          .selectFrom('applications as a')
          .innerJoin('jobs as j', 'j.id', 'a.job_id')
          .leftJoin('venues as v', 'v.id', 'j.venue_id')
          .select(['j.title', 'v.name as venue_name', 'a.status'])
          .where('a.company_id', '=', companyId)
          .whereRef('a.candidate_id', '=', 'u.id')
          .orderBy((sub) => sub('a.status', '=', 'accepted'), 'desc')
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id')
          .limit(1)
          .as('last'),
      )
      .select([
        'u.id as candidateId',
        'u.first_name as firstName',
        'u.last_name as lastName',
        'p.city',
        'p.skills',
        'per.applications',
        'last.title as lastJobTitle',
        'last.venue_name as lastVenueName',
        'last.status as lastStatus',
        'per.last_applied_at as lastAppliedAt',
        'c.id as conversationId',
      ])
      .orderBy('per.last_applied_at', 'desc')
      .orderBy('u.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    per
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  type Row = (typeof items)[number];

  const nameOf = (row: Pick<Row, 'firstName' | 'lastName'>) =>
    `${row.firstName} ${row.lastName}`.trim();
  const names = [...new Set(items.map((row) => nameOf(row).toLowerCase()))];
  const moments = new Map<string, MomentJson[]>();
  if (names.length > 0) {
    const rows = await selectMoments(db)
      .where('m.company_id', '=', companyId)
      .where((eb) =>
        eb(
          eb.fn('lower', [eb.fn('btrim', ['m.team_member_name'])]),
          '=',
          eb.fn.any(sql<string[]>`${names}::text[]`),
        ),
      )
      .orderBy('m.occurred_on', 'desc')
      .orderBy('m.created_at', 'desc')
      .execute();
    for (const row of rows) {
      const key = row.teamMemberName.trim().toLowerCase();
      moments.set(key, [...(moments.get(key) ?? []), toMomentJson(row, { userId, role })]);
    }
  }

  return {
    items: items.map(({ firstName, lastName, ...row }) => {
      const name = nameOf({ firstName, lastName });
      return {
        ...row,
        name,
        skills: row.skills ?? [],
        lastAppliedAt: isoTime(row.lastAppliedAt),
        moments: moments.get(name.toLowerCase()) ?? [],
      } satisfies PastPersonJson;
    }),
    total: count.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
