// Where a record begins and how it outlives the account: made in the transaction that accepts the
// offer (applications/offers-service.ts), kept when the candidate deletes their account (until 2
// years after the leaving day, or after the deletion when none is set), and shown in the
// candidate's export (account/export.ts).
import { addCalendarYears, londonDay, NEW_STARTER_RETENTION_YEARS } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

/** The record of an application whose offer was just accepted (once: the application is unique). */
export async function createNewStarter(
  tx: Db,
  offer: { application_id: string; company_id: string; candidate_id: string; job_id: string },
  startDate: string | null,
): Promise<void> {
  await kysely(tx)
    .insertInto('new_starters')
    .values((eb) => ({
      application_id: offer.application_id,
      company_id: offer.company_id,
      candidate_id: offer.candidate_id,
      job_id: offer.job_id,
      job_title: eb.selectFrom('jobs').select('title').where('id', '=', offer.job_id),
      start_date: startDate,
    }))
    .onConflict((oc) =>
      oc
        .column('application_id')
        .doUpdateSet({ start_date: startDate, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/**
 * A record for every accepted offer that has none: the demo data's (api/src/seed), whose offers
 * are written as rows. Migration 034 did the same once for the offers accepted before it.
 */
export async function createNewStartersOfAcceptedOffers(tx: Db): Promise<void> {
  await kysely(tx)
    .insertInto('new_starters')
    .columns(['application_id', 'company_id', 'candidate_id', 'job_id', 'job_title', 'start_date'])
    .expression((eb) =>
      eb
        .selectFrom('offers as o')
        .innerJoin('applications as a', 'a.id', 'o.application_id')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .distinctOn('o.application_id')
        .select([
          'o.application_id',
          'o.company_id',
          'o.candidate_id',
          'a.job_id',
          'j.title',
          'o.start_date',
        ])
        .where('o.status', '=', 'accepted')
        .orderBy('o.application_id')
        .orderBy(sql`o.responded_at DESC NULLS LAST`)
        .orderBy('o.created_at', 'desc'),
    )
    .onConflict((oc) => oc.column('application_id').doNothing())
    .execute();
}

/**
 * The candidate deletes their account: their records are detached (their name written on the
 * record, the link to the account cut) and kept until 2 years after the leaving day, or after
 * today when none is set; the retention sweep deletes them then. Call it before the account's row
 * is anonymised.
 */
export async function keepRecordsOfDeletedAccount(
  tx: Db,
  userId: string,
  today: string = londonDay(),
): Promise<void> {
  await kysely(tx)
    .updateTable('new_starters as ns')
    .set((eb) => ({
      person_name: eb
        .selectFrom('users as u')
        .select(sql<string>`u.first_name || ' ' || u.last_name`.as('name'))
        .whereRef('u.id', '=', 'ns.candidate_id'),
      keep_until: sql<string>`coalesce(ns.keep_until, ${addCalendarYears(today, NEW_STARTER_RETENTION_YEARS)}::date)`,
      candidate_id: null,
      updated_at: sql<Date>`now()`,
    }))
    .where('ns.candidate_id', '=', userId)
    .execute();
}
