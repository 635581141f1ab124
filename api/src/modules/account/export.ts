import type { AccountExport } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { User } from '../auth/users.js';
import { getEmailPreferences } from './preferences.js';

// "Download my data" (issue 14; UK GDPR Art. 15 and 20): every row the product holds about the
// user, as stored. Rows are read with `to_jsonb(row)`, minus the columns that are another user's
// (who scheduled, who changed a status, an invitee's e-mail…) or a company's internal rating, so
// that an export never holds another user's data (api/test/account-export.test.ts checks it).

type Record = { [key: string]: unknown };

/** The rows of one query, each `to_jsonb(...)` as `row`, keys camelCased. */
async function rowsOf(db: Db, sql: string, userId: string): Promise<Record[]> {
  const { rows } = await db.query<{ row: Record }>(sql, [userId]);
  return rows.map((r) => camelKeys(r.row));
}

const camel = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const camelKeys = (row: Record): Record =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value]));

export async function exportAccount(db: Db, user: User): Promise<AccountExport> {
  const id = user.id;
  const candidate = user.userType === 'candidate';
  const mine = (sql: string) => (candidate ? rowsOf(db, sql, id) : Promise.resolve([]));
  const [account] = await rowsOf(
    db,
    `SELECT to_jsonb(u) - 'password_hash' - 'deleted_at' AS row FROM users u WHERE u.id = $1`,
    id,
  );
  const profiles = await mine(
    `SELECT to_jsonb(p) AS row FROM candidate_profiles p WHERE p.user_id = $1`,
  );
  return {
    exportedAt: new Date().toISOString(),
    account,
    emailPreferences: await getEmailPreferences(db, id),
    profile: profiles[0] ?? null,
    assessments: await mine(
      `SELECT to_jsonb(a) AS row FROM assessments a WHERE a.candidate_id = $1 ORDER BY a.kind`,
    ),
    quizAttempts: await mine(
      `SELECT to_jsonb(q) AS row FROM hospitality_quiz_attempts q
       WHERE q.candidate_id = $1 ORDER BY q.completed_at`,
    ),
    savedJobs: await mine(
      `SELECT to_jsonb(s) || jsonb_build_object('job_title', j.title) AS row
       FROM saved_jobs s JOIN jobs j ON j.id = s.job_id
       WHERE s.candidate_id = $1 ORDER BY s.created_at`,
    ),
    jobPreferences: await mine(
      `SELECT to_jsonb(p) AS row FROM job_preferences p WHERE p.candidate_id = $1
       ORDER BY p.created_at`,
    ),
    jobAlerts: await mine(
      `SELECT to_jsonb(a) AS row FROM job_alerts a WHERE a.candidate_id = $1 ORDER BY a.created_at`,
    ),
    applications: await mine(
      `SELECT to_jsonb(a) || jsonb_build_object('job_title', j.title, 'company_name', c.name) AS row
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = a.company_id
       WHERE a.candidate_id = $1 ORDER BY a.created_at`,
    ),
    applicationHistory: await mine(
      `SELECT to_jsonb(h) - 'changed_by' AS row
       FROM application_status_history h JOIN applications a ON a.id = h.application_id
       WHERE a.candidate_id = $1 ORDER BY h.created_at`,
    ),
    interviews: await mine(
      `SELECT to_jsonb(i) - 'scheduled_by' - 'scorecard' AS row FROM interviews i
       WHERE i.candidate_id = $1 ORDER BY i.starts_at`,
    ),
    offers: await mine(
      `SELECT to_jsonb(o) - 'created_by' AS row FROM offers o
       WHERE o.candidate_id = $1 ORDER BY o.created_at`,
    ),
    jobInvites: await mine(
      `SELECT to_jsonb(i) - 'invited_by' AS row FROM job_invites i
       WHERE i.candidate_id = $1 ORDER BY i.created_at`,
    ),
    conversations: await mine(
      `SELECT to_jsonb(c) - 'started_by' || jsonb_build_object('company_name', co.name) AS row
       FROM conversations c JOIN companies co ON co.id = c.company_id
       WHERE c.candidate_id = $1 ORDER BY c.created_at`,
    ),
    messagesWritten: await rowsOf(
      db,
      `SELECT to_jsonb(m) AS row FROM messages m WHERE m.sender_id = $1 ORDER BY m.created_at`,
      id,
    ),
    notifications: await rowsOf(
      db,
      `SELECT to_jsonb(n) AS row FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at`,
      id,
    ),
    companyMemberships: await rowsOf(
      db,
      `SELECT to_jsonb(m) || jsonb_build_object('company_name', c.name) AS row
       FROM company_members m JOIN companies c ON c.id = m.company_id
       WHERE m.user_id = $1`,
      id,
    ),
    jobsCreated: await rowsOf(
      db,
      `SELECT to_jsonb(j) - 'search_vector' AS row FROM jobs j WHERE j.created_by = $1
       ORDER BY j.created_at`,
      id,
    ),
    // What a recruiter wrote or did about candidates, without the candidates' ids.
    statusChangesMade: await rowsOf(
      db,
      `SELECT to_jsonb(h) AS row FROM application_status_history h WHERE h.changed_by = $1
       ORDER BY h.created_at`,
      id,
    ),
    interviewsScheduled: await rowsOf(
      db,
      `SELECT to_jsonb(i) - 'candidate_id' AS row FROM interviews i WHERE i.scheduled_by = $1
       ORDER BY i.created_at`,
      id,
    ),
    offersMade: await rowsOf(
      db,
      `SELECT to_jsonb(o) - 'candidate_id' AS row FROM offers o WHERE o.created_by = $1
       ORDER BY o.created_at`,
      id,
    ),
    scorecardsWritten: await rowsOf(
      db,
      `SELECT to_jsonb(s) - 'candidate_id' AS row FROM interview_scorecards s
       WHERE s.author_id = $1 ORDER BY s.created_at`,
      id,
    ),
    magicalMomentsWritten: await rowsOf(
      db,
      `SELECT to_jsonb(m) AS row FROM magical_moments m WHERE m.created_by = $1
       ORDER BY m.created_at`,
      id,
    ),
    invitationsSent: await rowsOf(
      db,
      `SELECT to_jsonb(i) - 'email' - 'token_hash' - 'accepted_by' AS row
       FROM company_invitations i WHERE i.invited_by = $1 ORDER BY i.created_at`,
      id,
    ),
  };
}
