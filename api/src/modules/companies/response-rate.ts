import { sql } from 'kysely';
import { RESPONSE_RATE_ANSWER_DAYS, RESPONSE_RATE_WINDOW_DAYS } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

/**
 * A company's response rate (issue 13, on its public page): the percent of its applications of
 * the last RESPONSE_RATE_WINDOW_DAYS (90) days that got a first answer — any status move by the
 * company: reviewed, an interview, an offer, a rejection — within RESPONSE_RATE_ANSWER_DAYS (7)
 * days. An application younger than that with no answer yet is still within its time and not
 * counted. null when there is nothing to count.
 */
export async function responseRate(db: Db, companyId: string): Promise<number | null> {
  const { rows } = await sql<{ answered: number; counted: number }>`
    WITH recent AS (
      SELECT a.created_at,
             (SELECT min(h.created_at) FROM application_status_history h
              WHERE h.application_id = a.id AND h.from_status IS NOT NULL
                AND h.to_status NOT IN ('withdrawn', 'accepted', 'declined')) AS answered_at
      FROM applications a
      WHERE a.company_id = ${companyId}
        AND a.created_at >= now() - make_interval(days => ${RESPONSE_RATE_WINDOW_DAYS})
    ), judged AS (
      SELECT answered_at IS NOT NULL
               AND answered_at <= created_at + make_interval(days => ${RESPONSE_RATE_ANSWER_DAYS})
               AS in_time,
             created_at <= now() - make_interval(days => ${RESPONSE_RATE_ANSWER_DAYS}) AS due
      FROM recent
    )
    SELECT count(*) FILTER (WHERE in_time)::int AS answered,
           count(*) FILTER (WHERE in_time OR due)::int AS counted
    FROM judged`.execute(kysely(db));
  const { answered, counted } = rows[0];
  return counted === 0 ? null : Math.round((100 * answered) / counted);
}
