import type { AccountExport } from 'shared-kernel/contract';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { Tables } from '../../db/tables.js';
import type { User } from '../auth/index.js';
import { getEmailPreferences } from '../mail/index.js';
import { newStarterExport } from '../new-starters/index.js';

// "Download my data" (issue 14; UK GDPR Art. 15 and 20): every row the product holds about the
// user, as stored. Rows are read with `to_jsonb(row)`, minus the columns that are another user's
// (who scheduled, who changed a status, an invitee's e-mail…) or a company's internal rating, so
// that an export never holds another user's data (api/test/account-export.test.ts checks it).

type Record = { [key: string]: unknown };

/** The rows of a query that selects `to_jsonb(...)` as `row`, keys camelCased. */
async function typedRowsOf(query: { execute(): Promise<{ row: Record }[]> }): Promise<Record[]> {
  return (await query.execute()).map((r) => camelKeys(r.row));
}

/**
 * `to_jsonb(alias)` (the whole row) minus the columns named, which the table's type checks: a
 * renamed column fails the type check instead of quietly coming back into every export.
 */
const rowJson = <T extends keyof Tables>(
  _table: T,
  alias: string,
  ...without: (keyof Tables[T] & string)[]
) =>
  sql<Record>`to_jsonb(${sql.table(alias)})${sql.join(
    without.map((column) => sql` - ${sql.lit(column)}`),
    sql``,
  )}`;

/** A row's JSON with more keys: `row || jsonb_build_object('job_title', j.title, …)`. */
const withColumns = (row: Expression<Record>, more: { [key: string]: Expression<unknown> }) =>
  sql<Record>`${row} || jsonb_build_object(${sql.join(
    Object.entries(more).flatMap(([key, value]) => [sql.lit(key), value]),
  )})`;

const camel = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const camelKeys = (row: Record): Record =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value]));

export async function exportAccount(db: Db, user: User, key: Buffer): Promise<AccountExport> {
  const id = user.id;
  const candidate = user.userType === 'candidate';
  const mine = (query: Parameters<typeof typedRowsOf>[0]) =>
    candidate ? typedRowsOf(query) : Promise.resolve([]);
  const typed = kysely(db);
  const [account] = await typedRowsOf(
    typed
      .selectFrom('users as u')
      .select(rowJson('users', 'u', 'password_hash', 'deleted_at').as('row'))
      .where('u.id', '=', id),
  );
  const profiles = await mine(
    typed
      .selectFrom('candidate_profiles as p')
      .select(
        withColumns(rowJson('candidate_profiles', 'p'), {
          // Licences and certificates (issue 43, their own table), with the profile.
          certificates: sql<Record[]>`(
            SELECT coalesce(jsonb_agg(jsonb_build_object('kind', cc.kind,
              'reference', cc.reference, 'expires_on', cc.expires_on) ORDER BY cc.kind),
              '[]'::jsonb)
            FROM candidate_certificates cc WHERE cc.candidate_id = p.user_id)`,
        }).as('row'),
      )
      .where('p.user_id', '=', id),
  );
  return {
    exportedAt: new Date().toISOString(),
    account,
    emailPreferences: await getEmailPreferences(db, id),
    profile: profiles[0] ?? null,
    assessments: await mine(
      typed
        .selectFrom('assessments as a')
        .select(rowJson('assessments', 'a').as('row'))
        .where('a.candidate_id', '=', id)
        .orderBy('a.kind'),
    ),
    quizAttempts: await mine(
      typed
        .selectFrom('hospitality_quiz_attempts as q')
        .select(rowJson('hospitality_quiz_attempts', 'q').as('row'))
        .where('q.candidate_id', '=', id)
        .orderBy('q.completed_at'),
    ),
    savedJobs: await mine(
      typed
        .selectFrom('saved_jobs as s')
        .innerJoin('jobs as j', 'j.id', 's.job_id')
        .select(({ ref }) =>
          withColumns(rowJson('saved_jobs', 's'), { job_title: ref('j.title') }).as('row'),
        )
        .where('s.candidate_id', '=', id)
        .orderBy('s.created_at'),
    ),
    jobPreferences: await mine(
      typed
        .selectFrom('job_preferences as p')
        .select(rowJson('job_preferences', 'p').as('row'))
        .where('p.candidate_id', '=', id)
        .orderBy('p.created_at'),
    ),
    jobAlerts: await mine(
      typed
        .selectFrom('job_alerts as a')
        .select(rowJson('job_alerts', 'a').as('row'))
        .where('a.candidate_id', '=', id)
        .orderBy('a.created_at'),
    ),
    applications: await mine(
      typed
        .selectFrom('applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .innerJoin('companies as c', 'c.id', 'a.company_id')
        .select(({ ref }) =>
          withColumns(rowJson('applications', 'a'), {
            job_title: ref('j.title'),
            company_name: ref('c.name'),
            // The screening answers (issue 33), with each question as the candidate saw it; not
            // the company's knock-out rules.
            screening_answers: sql<Record[]>`(
              SELECT coalesce(jsonb_agg(jsonb_build_object('questionId', s.question_id,
                'question', s.question, 'kind', s.kind, 'answer', s.answer) ORDER BY s.position),
                '[]'::jsonb)
              FROM application_answers s WHERE s.application_id = a.id)`,
          }).as('row'),
        )
        .where('a.candidate_id', '=', id)
        .orderBy('a.created_at'),
    ),
    applicationHistory: await mine(
      typed
        .selectFrom('application_status_history as h')
        .innerJoin('applications as a', 'a.id', 'h.application_id')
        .select(rowJson('application_status_history', 'h', 'changed_by').as('row'))
        .where('a.candidate_id', '=', id)
        .orderBy('h.created_at'),
    ),
    interviews: await mine(
      typed
        .selectFrom('interviews as i')
        .select(rowJson('interviews', 'i', 'scheduled_by', 'scorecard').as('row'))
        .where('i.candidate_id', '=', id)
        .orderBy('i.starts_at'),
    ),
    offers: await mine(
      typed
        .selectFrom('offers as o')
        .select(rowJson('offers', 'o', 'created_by').as('row'))
        .where('o.candidate_id', '=', id)
        .orderBy('o.created_at'),
    ),
    jobInvites: await mine(
      typed
        .selectFrom('job_invites as i')
        .select(rowJson('job_invites', 'i', 'invited_by').as('row'))
        .where('i.candidate_id', '=', id)
        .orderBy('i.created_at'),
    ),
    conversations: await mine(
      typed
        .selectFrom('conversations as c')
        .innerJoin('companies as co', 'co.id', 'c.company_id')
        .select(({ ref }) =>
          withColumns(rowJson('conversations', 'c', 'started_by'), {
            company_name: ref('co.name'),
          }).as('row'),
        )
        .where('c.candidate_id', '=', id)
        .orderBy('c.created_at'),
    ),
    messagesWritten: await typedRowsOf(
      typed
        .selectFrom('messages as m')
        .select(rowJson('messages', 'm').as('row'))
        .where('m.sender_id', '=', id)
        .orderBy('m.created_at'),
    ),
    notifications: await typedRowsOf(
      typed
        .selectFrom('notifications as n')
        .select(rowJson('notifications', 'n').as('row'))
        .where('n.user_id', '=', id)
        .orderBy('n.created_at'),
    ),
    companyMemberships: await typedRowsOf(
      typed
        .selectFrom('company_members as m')
        .innerJoin('companies as c', 'c.id', 'm.company_id')
        .select(({ ref }) =>
          withColumns(rowJson('company_members', 'm'), { company_name: ref('c.name') }).as('row'),
        )
        .where('m.user_id', '=', id),
    ),
    jobsCreated: await typedRowsOf(
      typed
        .selectFrom('jobs as j')
        .select(rowJson('jobs', 'j', 'search_vector').as('row'))
        .where('j.created_by', '=', id)
        .orderBy('j.created_at'),
    ),
    // What a recruiter wrote or did about candidates, without the candidates' ids.
    statusChangesMade: await typedRowsOf(
      typed
        .selectFrom('application_status_history as h')
        .select(rowJson('application_status_history', 'h').as('row'))
        .where('h.changed_by', '=', id)
        .orderBy('h.created_at'),
    ),
    interviewsScheduled: await typedRowsOf(
      typed
        .selectFrom('interviews as i')
        .select(rowJson('interviews', 'i', 'candidate_id').as('row'))
        .where('i.scheduled_by', '=', id)
        .orderBy('i.created_at'),
    ),
    offersMade: await typedRowsOf(
      typed
        .selectFrom('offers as o')
        .select(rowJson('offers', 'o', 'candidate_id').as('row'))
        .where('o.created_by', '=', id)
        .orderBy('o.created_at'),
    ),
    scorecardsWritten: await typedRowsOf(
      typed
        .selectFrom('interview_scorecards as s')
        .select(rowJson('interview_scorecards', 's', 'candidate_id').as('row'))
        .where('s.author_id', '=', id)
        .orderBy('s.created_at'),
    ),
    magicalMomentsWritten: await typedRowsOf(
      typed
        .selectFrom('magical_moments as m')
        .select(rowJson('magical_moments', 'm').as('row'))
        .where('m.created_by', '=', id)
        .orderBy('m.created_at'),
    ),
    invitationsSent: await typedRowsOf(
      typed
        .selectFrom('company_invitations as i')
        .select(rowJson('company_invitations', 'i', 'email', 'token_hash', 'accepted_by').as('row'))
        .where('i.invited_by', '=', id)
        .orderBy('i.created_at'),
    ),
    // The new-starter pack (issue 43 item 4): the candidate's records as they read them (bank
    // details masked), and what account deletion keeps of them.
    ...(candidate && { newStarters: await newStarterExport(db, key, id) }),
  };
}
