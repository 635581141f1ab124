import type {
  ApplicationLabels,
  ApplicationNote,
  ApplicationNotes,
  ApplicationTags,
} from 'shared-kernel/contract';
import { TAG_MAX_LENGTH } from 'shared-kernel/contract';
import type { InferResult } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { findApplication, fullName, isoTime } from './store.js';
import { requireCompanyJob } from '../jobs/index.js';

// The company's private notes and tags on an application. Every query is scoped to the company
// (`companyId` of the signed-in recruiter): another company's application is 404, like a guess.

export const NOTE_NOT_FOUND = 'Note not found';
export const NOTE_BLANK = 'Write something in the note';
export const NOTE_NOT_YOURS = 'Only the author can delete a note';

type Member = { id: string; companyId: string };

/** A note with its author's name (null once the author's account is gone): add the WHERE. */
const selectNote = (db: Db) =>
  kysely(db)
    .selectFrom('application_notes as n')
    .innerJoin('applications as a', 'a.id', 'n.application_id')
    .leftJoin('users as au', 'au.id', 'n.author_id')
    .select((eb) => [
      'n.id',
      'n.application_id',
      'n.body',
      'n.author_id',
      fullName(eb.ref('au.first_name'), eb.ref('au.last_name')).as('author_name'),
      'n.created_at',
    ]);

type NoteRow = InferResult<ReturnType<typeof selectNote>>[number];

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
  const rows = await selectNote(db)
    .where('n.application_id', '=', applicationId)
    .where('a.company_id', '=', companyId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(500)
    .execute();
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
  return serializeNote(await selectNote(db).where('n.id', '=', id).executeTakeFirstOrThrow());
}

/** Deletes a note: the company's (404 otherwise) and the author's own (403 otherwise). */
export async function removeNote(db: Db, member: Member, noteId: string): Promise<void> {
  const note = await kysely(db)
    .selectFrom('application_notes as n')
    .innerJoin('applications as a', 'a.id', 'n.application_id')
    .select('n.author_id')
    .where('n.id', '=', noteId)
    .where('a.company_id', '=', member.companyId)
    .executeTakeFirst();
  if (!note) throw notFound(NOTE_NOT_FOUND);
  if (note.author_id !== member.id) throw forbidden(NOTE_NOT_YOURS);
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
  await requireCompanyJob(db, companyId, jobId);
  const rows = await kysely(db)
    .selectFrom('applications as a')
    .select((eb) => [
      'a.id',
      eb
        .selectFrom('application_tags as t')
        .select((sub) => sub.fn.agg<string[]>('array_agg', ['t.tag']).orderBy('t.tag').as('tags'))
        .whereRef('t.application_id', '=', 'a.id')
        .as('tags'),
      eb
        .selectFrom('application_notes as n')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('notes'))
        .whereRef('n.application_id', '=', 'a.id')
        .as('notes'),
    ])
    .where('a.job_id', '=', jobId)
    .where('a.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('application_tags as t')
            .select(eb.lit(1).as('one'))
            .whereRef('t.application_id', '=', 'a.id'),
        ),
        eb.exists(
          eb
            .selectFrom('application_notes as n')
            .select(eb.lit(1).as('one'))
            .whereRef('n.application_id', '=', 'a.id'),
        ),
      ]),
    )
    .execute();
  const used = await kysely(db)
    .selectFrom('application_tags as t')
    .innerJoin('applications as a', 'a.id', 't.application_id')
    .select('t.tag')
    .distinct()
    .where('a.company_id', '=', companyId)
    .orderBy('t.tag')
    .limit(200)
    .execute();
  return {
    // Kysely types a scalar subquery as nullable; a count(*) subquery is never null in fact.
    items: rows.map((row) => ({
      applicationId: row.id,
      tags: row.tags ?? [],
      notes: row.notes ?? 0,
    })),
    companyTags: used.map((row) => row.tag),
  };
}
