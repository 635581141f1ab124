import type {
  ApplicationLabels,
  ApplicationNote,
  ApplicationNotes,
  ApplicationTags,
} from 'shared-kernel/contract';
import { TAG_MAX_LENGTH } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { findApplication, isoTime } from './store.js';

// The company's private notes and tags on an application. Every query is scoped to the company
// (`companyId` of the signed-in recruiter): another company's application is 404, like a guess.

export const NOTE_NOT_FOUND = 'Note not found';
export const NOTE_BLANK = 'Write something in the note';
export const NOTE_NOT_YOURS = 'Only the author can delete a note';

type Member = { id: string; companyId: string };

type NoteRow = {
  id: string;
  application_id: string;
  body: string;
  author_id: string | null;
  author_name: string | null;
  created_at: Date | string;
};

const SELECT_NOTE = `
  SELECT n.id, n.application_id, n.body, n.author_id,
         au.first_name || ' ' || au.last_name AS author_name, n.created_at
  FROM application_notes n
  JOIN applications a ON a.id = n.application_id
  LEFT JOIN users au ON au.id = n.author_id`;

const serializeNote = (row: NoteRow): ApplicationNote => ({
  id: row.id,
  applicationId: row.application_id,
  body: row.body,
  author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
  createdAt: isoTime(row.created_at),
});

/** Tags as stored: trimmed, lowercase, inner spaces collapsed, distinct, alphabetical. */
export function canonicalTags(tags: readonly string[]): string[] {
  const clean = tags.map((tag) => tag.trim().toLowerCase().replace(/\s+/g, ' '));
  if (clean.some((tag) => !tag || tag.length > TAG_MAX_LENGTH))
    throw badRequest(`Each tag is 1 to ${TAG_MAX_LENGTH} characters`, 'tags');
  return [...new Set(clean)].sort();
}

async function tagsOf(db: Db, applicationId: string): Promise<string[]> {
  const rows = await kysely(db)
    .selectFrom('application_tags')
    .select('tag')
    .where('application_id', '=', applicationId)
    .orderBy('tag')
    .execute();
  return rows.map((row) => row.tag);
}

/** An application's notes (newest first) and tags. */
export async function applicationNotes(
  db: Db,
  companyId: string,
  applicationId: string,
): Promise<ApplicationNotes> {
  await findApplication(db, applicationId, { companyId });
  const { rows } = await db.query<NoteRow>(
    `${SELECT_NOTE} WHERE n.application_id = $1 AND a.company_id = $2
     ORDER BY n.created_at DESC, n.id DESC LIMIT 500`,
    [applicationId, companyId],
  );
  return { notes: rows.map(serializeNote), tags: await tagsOf(db, applicationId) };
}

export async function addNote(
  db: Db,
  member: Member,
  applicationId: string,
  body: string,
): Promise<ApplicationNote> {
  const text = body.trim();
  if (!text) throw badRequest(NOTE_BLANK, 'body');
  await findApplication(db, applicationId, { companyId: member.companyId });
  const { id } = await kysely(db)
    .insertInto('application_notes')
    .values({ application_id: applicationId, author_id: member.id, body: text })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { rows } = await db.query<NoteRow>(`${SELECT_NOTE} WHERE n.id = $1`, [id]);
  return serializeNote(rows[0]);
}

/** Deletes a note: the company's (404 otherwise) and the author's own (403 otherwise). */
export async function removeNote(db: Db, member: Member, noteId: string): Promise<void> {
  const { rows } = await db.query<{ author_id: string | null }>(
    `SELECT n.author_id FROM application_notes n JOIN applications a ON a.id = n.application_id
     WHERE n.id = $1 AND a.company_id = $2`,
    [noteId, member.companyId],
  );
  if (!rows[0]) throw notFound(NOTE_NOT_FOUND);
  if (rows[0].author_id !== member.id) throw forbidden(NOTE_NOT_YOURS);
  await kysely(db)
    .deleteFrom('application_notes')
    .where('id', '=', noteId)
    .returning('id')
    .execute();
}

/** Replaces the application's tags with `tags` (canonical); answers the tags it now has. */
export async function setTags(
  db: Db,
  member: Member,
  applicationId: string,
  tags: readonly string[],
): Promise<ApplicationTags> {
  const wanted = canonicalTags(tags);
  return db.transaction(async (tx) => {
    await findApplication(tx, applicationId, { companyId: member.companyId }, true);
    let removing = kysely(tx)
      .deleteFrom('application_tags')
      .where('application_id', '=', applicationId);
    if (wanted.length) removing = removing.where('tag', 'not in', wanted);
    await removing.returning('tag').execute();
    if (wanted.length) {
      await kysely(tx)
        .insertInto('application_tags')
        .values(
          wanted.map((tag) => ({ application_id: applicationId, tag, created_by: member.id })),
        )
        .onConflict((oc) => oc.columns(['application_id', 'tag']).doNothing())
        .returning('tag')
        .execute();
    }
    return { tags: await tagsOf(tx, applicationId) };
  });
}

/** The tags and note counts of a job's applications (those with either), and the company's tags. */
export async function jobLabels(
  db: Db,
  companyId: string,
  jobId: string,
): Promise<ApplicationLabels> {
  const job = await kysely(db)
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!job) throw notFound('Job not found');
  const { rows } = await db.query<{ id: string; tags: string[] | null; notes: number }>(
    `SELECT a.id,
            (SELECT array_agg(t.tag ORDER BY t.tag) FROM application_tags t
             WHERE t.application_id = a.id) AS tags,
            (SELECT count(*)::int FROM application_notes n WHERE n.application_id = a.id) AS notes
     FROM applications a
     WHERE a.job_id = $1 AND a.company_id = $2
       AND (EXISTS (SELECT 1 FROM application_tags t WHERE t.application_id = a.id)
            OR EXISTS (SELECT 1 FROM application_notes n WHERE n.application_id = a.id))`,
    [jobId, companyId],
  );
  const { rows: used } = await db.query<{ tag: string }>(
    `SELECT DISTINCT t.tag FROM application_tags t JOIN applications a ON a.id = t.application_id
     WHERE a.company_id = $1 ORDER BY t.tag LIMIT 200`,
    [companyId],
  );
  return {
    items: rows.map((row) => ({ applicationId: row.id, tags: row.tags ?? [], notes: row.notes })),
    companyTags: used.map((row) => row.tag),
  };
}
