import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type PastPeopleKind,
  type PastPeopleQuery,
  type PastPerson,
  type PastPersonPage,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { isOpen } from '../applications/transitions.js';
import { requireMembership } from '../companies/company-service.js';
import { MOMENT_SELECT, toMomentJson, type MomentJson } from './moments-service.js';

// Past applicants and hires of a company, derived from its applications: the people a recruiter
// could invite back. Hires (an accepted application) are for rehiring and carry the magical
// moments logged under their name; applicants are people whose applications all ended
// (rejected or declined) and who never joined.

export { PAST_PEOPLE_KINDS, type PastPeopleKind } from 'shared-kernel/contract';
export type PastPersonJson = PastPerson;

/** The open statuses (transitions.ts), from the one vocabulary. */
const OPEN_STATUSES: ApplicationStatus[] = APPLICATION_STATUSES.filter(isOpen);

type Row = Omit<PastPersonJson, 'name' | 'moments' | 'lastAppliedAt' | 'skills'> & {
  firstName: string;
  lastName: string;
  skills: string[] | null;
  lastAppliedAt: Date | string;
};

const KIND_FILTER: Record<PastPeopleKind, string> = {
  hires: 'per.hired',
  applicants: 'NOT per.hired AND NOT per.open',
};

export async function listPastPeople(
  db: Db,
  userId: string,
  query: PastPeopleQuery,
): Promise<PastPersonPage> {
  const { companyId } = await requireMembership(db, userId);
  const per = `WITH per AS (
      SELECT a.candidate_id, count(*)::int AS applications,
             bool_or(a.status = 'accepted') AS hired,
             bool_or(a.status = ANY($2::text[])) AS open,
             max(a.created_at) AS last_applied_at
      FROM applications a WHERE a.company_id = $1 GROUP BY a.candidate_id
    )`;
  const where = KIND_FILTER[query.kind];
  const [items, count] = await Promise.all([
    db.query<Row>(
      `${per}
       SELECT u.id AS "candidateId", u.first_name AS "firstName", u.last_name AS "lastName",
              p.city, p.skills, per.applications, last.title AS "lastJobTitle",
              last.venue_name AS "lastVenueName", last.status AS "lastStatus",
              per.last_applied_at AS "lastAppliedAt", c.id AS "conversationId"
       FROM per
       JOIN users u ON u.id = per.candidate_id
       LEFT JOIN candidate_profiles p ON p.user_id = u.id
       LEFT JOIN conversations c ON c.company_id = $1 AND c.candidate_id = u.id
       CROSS JOIN LATERAL (
         SELECT j.title, v.name AS venue_name, a.status
         FROM applications a JOIN jobs j ON j.id = a.job_id LEFT JOIN venues v ON v.id = j.venue_id
         WHERE a.company_id = $1 AND a.candidate_id = u.id
         ORDER BY (a.status = 'accepted') DESC, a.created_at DESC, a.id LIMIT 1
       ) last
       WHERE ${where}
       ORDER BY per.last_applied_at DESC, u.id
       LIMIT $3 OFFSET $4`,
      [companyId, OPEN_STATUSES, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(`${per} SELECT count(*)::int AS total FROM per WHERE ${where}`, [
      companyId,
      OPEN_STATUSES,
    ]),
  ]);

  const nameOf = (row: Row) => `${row.firstName} ${row.lastName}`.trim();
  const names = [...new Set(items.rows.map((row) => nameOf(row).toLowerCase()))];
  const moments = new Map<string, MomentJson[]>();
  if (names.length > 0) {
    const { rows } = await db.query<Parameters<typeof toMomentJson>[0]>(
      `SELECT ${MOMENT_SELECT} FROM magical_moments m LEFT JOIN venues v ON v.id = m.venue_id
       WHERE m.company_id = $1 AND lower(btrim(m.team_member_name)) = ANY($2::text[])
       ORDER BY m.occurred_on DESC, m.created_at DESC`,
      [companyId, names],
    );
    for (const row of rows) {
      const key = row.teamMemberName.trim().toLowerCase();
      moments.set(key, [...(moments.get(key) ?? []), toMomentJson(row)]);
    }
  }

  return {
    items: items.rows.map(({ firstName, lastName, ...row }) => {
      const name = nameOf({ firstName, lastName } as Row);
      return {
        ...row,
        name,
        skills: row.skills ?? [],
        lastAppliedAt: new Date(row.lastAppliedAt).toISOString(),
        moments: moments.get(name.toLowerCase()) ?? [],
      } satisfies PastPersonJson;
    }),
    total: count.rows[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
